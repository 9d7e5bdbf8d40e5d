// The technology categories of the spec; anything not listed is 'Other'.
export type TechCategory =
  'Frontend' | 'Mobile' | 'Backend' | 'Database' | 'Cloud' | 'DevOps' | 'Other';

const categories: Record<Exclude<TechCategory, 'Other'>, readonly string[]> = {
  Frontend: ['React', 'Next.js', 'TypeScript'],
  Mobile: ['React Native'],
  Backend: ['Node.js', 'NestJS', 'Python', 'GraphQL'],
  Database: ['PostgreSQL', 'MongoDB', 'DynamoDB'],
  Cloud: ['AWS', 'AWS Lambda', 'AWS IoT Core', 'AWS AppSync'],
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

/** The tooltip text the spec gives a technology badge: 'name - category'. */
export function techTooltip(name: string): string {
  return `${name} - ${techCategory(name)}`;
}
