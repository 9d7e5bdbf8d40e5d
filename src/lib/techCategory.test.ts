import { describe, expect, it } from 'vitest';
import { techCategory, techTooltip } from './techCategory';

describe('technology categories', () => {
  it.each([
    ['Next.js', 'Frontend'],
    ['React Native', 'Mobile'],
    ['NestJS', 'Backend'],
    ['DynamoDB', 'Database'],
    ['AWS AppSync', 'Cloud'],
    ['Serverless Framework', 'DevOps'],
    ['Kafka', 'Backend'],
    ['Figma', 'Other'],
  ])('files %s under %s', (name, category) => {
    expect(techCategory(name)).toBe(category);
  });

  it('ignores case and surrounding spaces', () => {
    expect(techCategory(' typescript ')).toBe('Frontend');
  });

  it("reads 'name - category' in the tooltip, the category in Spanish", () => {
    expect(techTooltip('PostgreSQL')).toBe('PostgreSQL - Base de datos');
    expect(techTooltip('Figma')).toBe('Figma - Herramienta');
  });
});
