import { Atom, Code, Database, Hexagon } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { techIcon, techIcons } from './techIcons';

describe('techIcon', () => {
  it('gives React, Next.js and TypeScript three different icons, though one category', () => {
    const icons = ['React', 'Next.js', 'TypeScript'].map(techIcon);
    expect(new Set(icons).size).toBe(3);
    expect(icons).not.toContain(techIcons.Frontend);
  });

  it('ignores case and spaces, like the categories', () => {
    expect(techIcon(' react ')).toBe(Atom);
    expect(techIcon('Node.js')).toBe(Hexagon);
  });

  it("falls back to the category's icon, then to the generic one", () => {
    expect(techIcon('PostgreSQL')).toBe(Database);
    expect(techIcon('Elixir')).toBe(Code);
  });
});
