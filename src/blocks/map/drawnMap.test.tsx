import { CacheProvider } from '@emotion/react';
import { renderToStaticMarkup } from 'react-dom/server';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEmotionCache } from '../../theme/emotionCache';
import { DrawnMap } from './DrawnMap';
import { streetOf } from './officePlace';
import { drawMap } from './drawnMap';

const santiago = { coordinates: { lat: -33.4049, lng: -70.5755 }, zoom: 16 };
const valparaiso = { coordinates: { lat: -33.0458, lng: -71.6197 }, zoom: 16 };
const concepcion = { coordinates: { lat: -36.8269, lng: -73.0499 }, zoom: 16 };

/** Path data the plan may contain: moves, straight runs and curves, with integer coordinates. */
const pathData = /^(?:[MQ]-?\d+ -?\d+(?: -?\d+ -?\d+)?|[VH]-?\d+)+$/;

function markup(
  input: typeof santiago,
  place = 'Vitacura, Santiago',
  coast?: Parameters<typeof DrawnMap>[0]['coast'],
  address?: string,
  landmarks?: Parameters<typeof DrawnMap>[0]['landmarks'],
) {
  return renderToStaticMarkup(
    <CacheProvider value={createEmotionCache()}>
      <DrawnMap {...input} place={place} coast={coast} address={address} landmarks={landmarks} />
    </CacheProvider>,
  ).replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
}

/** Tags left open or closed out of order (XML well-formedness, as far as tags go). */
function unclosedTags(markup: string): string[] {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of markup.matchAll(
    /<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g,
  )) {
    if (selfClosing) continue;
    if (!closing) open.push(name ?? '');
    else if (open.at(-1) === name) open.pop();
    else return [...open, `stray </${name}>`];
  }
  return open;
}

describe('drawMap', () => {
  it('draws the same plan every time for the same coordinates', () => {
    expect(drawMap(santiago)).toEqual(drawMap(structuredClone(santiago)));
    expect(markup(santiago)).toBe(markup(santiago));
  });

  it('draws a different plan for each office', () => {
    const plans = [santiago, valparaiso, concepcion].map((input) => drawMap(input));
    expect(new Set(plans.map((plan) => plan.streets)).size).toBe(3);
    expect(new Set(plans.map((plan) => plan.avenues)).size).toBe(3);
    // Eleven metres apart is still another plan.
    const nextDoor = { ...santiago, coordinates: { lat: -33.4048, lng: -70.5755 } };
    expect(drawMap(nextDoor).streets).not.toBe(drawMap(santiago).streets);
  });

  it('writes only well-formed path data: integers, no NaN, a grid of streets and two avenues', () => {
    for (const input of [santiago, valparaiso, concepcion, { ...santiago, zoom: 3 }]) {
      const { angle, streets, avenues } = drawMap(input);
      expect(streets).toMatch(pathData);
      expect(avenues).toMatch(pathData);
      expect(Number.isInteger(angle) && Math.abs(angle) <= 24).toBe(true);
      expect(streets.match(/M/g)?.length).toBeGreaterThan(40);
      expect(avenues.match(/M/g)).toHaveLength(2);
    }
  });

  it('has no dead ends: every street ends on a cross street or at the edge of the plan', () => {
    for (const input of [santiago, valparaiso, concepcion, { ...santiago, zoom: 18 }]) {
      const runs = [...drawMap(input).streets.matchAll(/M(-?\d+) (-?\d+)([VH])(-?\d+)/g)].map(
        ([, x, y, axis, to]) => ({ x: Number(x), y: Number(y), axis, to: Number(to) }),
      );
      const verticals = runs.filter((run) => run.axis === 'V');
      const horizontals = runs.filter((run) => run.axis === 'H');
      const onVertical = (x: number, y: number) =>
        verticals.some((run) => run.x === x && run.y <= y && y <= run.to);
      const onHorizontal = (x: number, y: number) =>
        horizontals.some((run) => run.y === y && run.x <= x && x <= run.to);
      const edges = {
        left: Math.min(...horizontals.map((run) => run.x)),
        right: Math.max(...horizontals.map((run) => run.to)),
        top: Math.min(...verticals.map((run) => run.y)),
        bottom: Math.max(...verticals.map((run) => run.to)),
      };
      for (const run of horizontals)
        for (const x of [run.x, run.to])
          expect(onVertical(x, run.y) || x === edges.left || x === edges.right).toBe(true);
      for (const run of verticals)
        for (const y of [run.y, run.to])
          expect(onHorizontal(run.x, y) || y === edges.top || y === edges.bottom).toBe(true);
    }
  });

  it('renders an SVG image named by its title for screen readers', () => {
    const svg = markup(valparaiso, 'Plaza Sotomayor, Valparaíso');
    const title = /<title id="([^"]+)">([^<]+)<\/title>/.exec(svg);
    expect(title?.[2]).toBe(
      'Plano referencial de Plaza Sotomayor, Valparaíso, con la oficina marcada al centro',
    );
    expect(svg).toMatch(new RegExp(`<svg role="img" aria-labelledby="${title?.[1]}"`));
    expect(svg).toContain('viewBox="0 0 1600 1000"');
    expect(unclosedTags(svg)).toEqual([]);
    // The pin is drawn at the centre and hidden from screen readers (the title says it).
    expect(svg).toMatch(/data-map-pin="" aria-hidden="true"/);
  });

  it('draws the water the page names on its side, with its name upright, and none otherwise', () => {
    expect(markup(valparaiso)).not.toContain('data-layer="water"');
    const north = markup(valparaiso, 'Plaza Sotomayor, Valparaíso', {
      side: 'north',
      label: 'Bahía de Valparaíso',
    });
    expect(north).toMatch(/<path data-layer="water" d="[^"]+" transform="rotate\(0 800 500\)"/);
    expect(north).toMatch(/<text [^>]*text-anchor="middle"[^>]*>Bahía de Valparaíso<\/text>/);
    const west = markup(valparaiso, 'Plaza Sotomayor, Valparaíso', { side: 'west', label: 'Lago' });
    expect(west).toContain('transform="rotate(270 800 500)"');
    expect(west).toMatch(/<text [^>]*text-anchor="end"[^>]*>Lago<\/text>/);
    expect(unclosedTags(north)).toEqual([]);
  });

  it("names the office's street, read from its address, and guesses no name without a number", () => {
    const named = (address?: string) =>
      /<text data-layer="street-name"[^>]*>([^<]+)<\/text>/.exec(
        markup(santiago, 'Vitacura, Santiago', undefined, address),
      )?.[1];
    expect(named('Av. Vitacura 2939, oficina 1102')).toBe('Av. Vitacura');
    expect(named("Avenida O'Higgins 1500")).toBe('Avenida O&#x27;Higgins');
    expect(named('Barros Arana 1098, oficina 705')).toBe('Barros Arana');
    expect(named('Edificio Costanera, piso 3')).toBeUndefined();
    expect(named(undefined)).toBeUndefined();
  });

  it('draws an office on a square as an open paved square named under it, not as a street', () => {
    const svg = markup(valparaiso, 'Plaza Sotomayor, Valparaíso', undefined, 'Plaza Sotomayor 233');
    expect(svg).toMatch(/<rect data-layer="paved"[^>]*>/);
    expect(svg).not.toContain('data-layer="office-street"');
    expect(svg).toMatch(
      /<text data-layer="street-name"[^>]*text-anchor="middle"[^>]*>Plaza Sotomayor</,
    );
    const street = markup(santiago, 'Vitacura, Santiago', undefined, 'Av. Vitacura 2939');
    expect(street).toContain('data-layer="office-street"');
    expect(street).not.toContain('data-layer="paved"');
  });

  it('marks each place nearby at its direction and distance, north up, its name clear of the pin', () => {
    const svg = markup(valparaiso, 'Plaza Sotomayor, Valparaíso', undefined, undefined, [
      { name: 'Muelle Prat', direction: 'north', meters: 200 },
      { name: 'Ascensor El Peral', direction: 'west', meters: 150 },
      { name: 'Kiosko Roca', direction: 'south', meters: 100 },
      { name: 'Plaza Victoria', direction: 'east', meters: 300 },
    ]);
    const marks = [
      ...svg.matchAll(
        /<circle cx="(\d+)" cy="(\d+)"[^>]*><\/circle><text x="(\d+)" y="(\d+)"[^>]*>([^<]+)</g,
      ),
    ].map(([, cx, cy, x, y, name]) => ({ name, cx: +cx!, cy: +cy!, x: +x!, y: +y! }));
    // At zoom 16 a unit of the plan is a metre; the office is the plan's centre (800, 500).
    expect(marks).toEqual([
      { name: 'Muelle Prat', cx: 800, cy: 300, x: 800, y: 276 },
      { name: 'Ascensor El Peral', cx: 650, cy: 500, x: 650, y: 476 },
      // South of the office, the name hangs under its mark: over it, it ran into the pin.
      { name: 'Kiosko Roca', cx: 800, cy: 600, x: 800, y: 618 },
    ]);
    expect(svg).toMatch(/y="618"[^>]*dominant-baseline="hanging"[^>]*>Kiosko Roca</);
    // A square or a park is an open space a block wide, its name over it; slid
    // towards the office as far as a phone's plan needs to show it whole (354 units either side,
    // 7.7 a letter, half, at 28 units).
    expect(svg).toMatch(
      /<rect data-layer="square" x="1000" y="435" width="200" height="130"[^>]*><\/rect><text x="1030" y="411"[^>]*>Plaza Victoria</,
    );
    // Outside the plan's turn: north stays up whatever angle the streets take.
    expect(svg).toMatch(/<\/g><g data-layer="landmarks">/);
    expect(unclosedTags(svg)).toEqual([]);
  });

  it("sets an open space beside the office's street, not across it, at any turn of the streets", () => {
    const plaza = [{ name: 'Plaza de la Independencia', direction: 'south', meters: 100 }] as const;
    for (const place of [santiago, concepcion, valparaiso]) {
      const svg = markup(place, 'Centro', undefined, 'Barros Arana 1098', [...plaza]);
      const angle = Number(/<g transform="rotate\((-?[\d.]+) 800 500\)"/.exec(svg)![1]);
      const [, x, y] = /<rect data-layer="square" x="(-?\d+)" y="(-?\d+)"/.exec(svg)!.map(Number);
      // The square's centre, in the streets' own frame: its distance across the street line.
      const turn = (angle * Math.PI) / 180;
      const across = (x! + 100 - 800) * Math.cos(turn) + (y! + 65 - 500) * Math.sin(turn);
      expect(Math.abs(across)).toBeGreaterThanOrEqual(100 + 20 - 1);
      // Its name still within the 354 units a phone shows either side (7.15 a letter, half).
      const name = Number(/<text x="(\d+)"[^>]*>Plaza de la Independencia</.exec(svg)![1]);
      expect(Math.abs(name - 800) + 25 * 7.15).toBeLessThanOrEqual(354);
    }
    // Without a street through the office (on a square), the place stays where it is: south.
    const onSquare = markup(valparaiso, 'Centro', undefined, 'Plaza Sotomayor 233', [...plaza]);
    expect(onSquare).toMatch(/<rect data-layer="square" x="700" y="535"/);
  });

  it("names the office's street on the side away from the places marked near its name", () => {
    const aside = (direction: 'northeast' | 'northwest' | 'south') =>
      /data-layer="street-name" data-aside="(\w+)"/.exec(
        markup(santiago, 'Vitacura, Santiago', undefined, 'Av. Vitacura 2939', [
          { name: 'Parque Araucano', direction, meters: 200 },
        ]),
      )?.[1];
    expect(aside('northeast')).toBe('left');
    expect(aside('northwest')).toBe('right');
    // A place south of the office is clear of the name, which runs up from the pin.
    expect(aside('south')).toBe('right');
  });

  it('names a place on the shore under its mark when the water lies north, not out in the bay', () => {
    const place = [{ name: 'Muelle Prat', direction: 'north', meters: 200 }] as const;
    const onShore = markup(
      valparaiso,
      'Plaza Sotomayor, Valparaíso',
      { side: 'north', label: 'Bahía' },
      undefined,
      [...place],
    );
    expect(onShore).toMatch(
      /<text x="800" y="318"[^>]*dominant-baseline="hanging"[^>]*>Muelle Prat</,
    );
    const inland = markup(valparaiso, 'Plaza Sotomayor, Valparaíso', undefined, undefined, [
      ...place,
    ]);
    expect(inland).toMatch(/<text x="800" y="276"[^>]*>Muelle Prat</);
  });

  it('reads any address without throwing, and names at most its start, free of digits and commas', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (address) => {
        const street = streetOf(address);
        if (street === undefined) return;
        expect(address.startsWith(street)).toBe(true);
        expect(street).not.toMatch(/[\d,]/);
      }),
    );
  });
});
