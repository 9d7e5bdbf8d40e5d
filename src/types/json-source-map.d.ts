declare module 'json-source-map' {
  interface Mark {
    line: number;
    column: number;
    pos: number;
  }
  interface Pointer {
    key?: Mark;
    keyEnd?: Mark;
    value: Mark;
    valueEnd: Mark;
  }
  const jsonSourceMap: {
    parse(text: string): { data: unknown; pointers: Record<string, Pointer> };
  };
  export default jsonSourceMap;
}
