// The technology categories of the spec; anything not listed is 'Other'. The spec's lists are
// extended with the tools our cases name (Redis, Kafka...): as 'Other' they were the very heart
// of an architecture tagged as nothing (review 88D).
export type TechCategory =
  'Frontend' | 'Mobile' | 'Backend' | 'Database' | 'Cloud' | 'DevOps' | 'Other';

const categories: Record<Exclude<TechCategory, 'Other'>, readonly string[]> = {
  Frontend: ['React', 'Next.js', 'TypeScript'],
  Mobile: ['React Native'],
  Backend: ['Node.js', 'NestJS', 'Python', 'GraphQL', 'Kafka', 'OpenAI'],
  Database: ['PostgreSQL', 'MongoDB', 'DynamoDB', 'Redis', 'WatermelonDB'],
  Cloud: ['AWS', 'AWS Lambda', 'AWS IoT Core', 'AWS AppSync', 'Firebase Cloud Messaging'],
  DevOps: ['Docker', 'Kubernetes', 'Terraform', 'Serverless Framework'],
};

const byName = new Map(
  Object.entries(categories).flatMap(([category, names]) =>
    names.map((name) => [name.toLowerCase(), category as TechCategory] as const),
  ),
);

export function techCategory(name: string): TechCategory {
  return byName.get(name.trim().toLowerCase()) ?? 'Other';
}

/** Each category as a visitor reads it, in Spanish: the tooltip read 'Redis - Other' on a
 *  Spanish page (review 88D). */
export const categoryLabel: Record<TechCategory, string> = {
  Frontend: 'Frontend',
  Mobile: 'Móvil',
  Backend: 'Backend',
  Database: 'Base de datos',
  Cloud: 'Nube',
  DevOps: 'DevOps',
  Other: 'Herramienta',
};

/** The tooltip text the spec gives a technology badge: 'name - category'. */
export function techTooltip(name: string): string {
  return `${name} - ${categoryLabel[techCategory(name)]}`;
}
