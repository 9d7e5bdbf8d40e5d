// string-pixel-width ships no types: the one function we call.
declare module 'string-pixel-width' {
  interface Settings {
    font?: string;
    size?: number;
    bold?: boolean;
    italic?: boolean;
  }
  export default function pixelWidth(text: string, settings?: Settings): number;
}
