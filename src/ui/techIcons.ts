// One lucide icon per technology, chosen for what it does (Atom for React, Hexagon for Node.js,
// a ship's wheel for Kubernetes), so a row of badges never repeats one shape for three names.
// A technology not listed gets its category's icon.
import {
  AppWindow,
  Atom,
  Boxes,
  BrainCircuit,
  ChartColumn,
  Cloud,
  CloudLightning,
  Code,
  Container,
  Database,
  DatabaseZap,
  FileCode,
  FileCog,
  Hexagon,
  Lambda,
  Leaf,
  MemoryStick,
  Monitor,
  Network,
  PenTool,
  RadioTower,
  RefreshCw,
  Server,
  ShipWheel,
  Smartphone,
  SquareTerminal,
  Waypoints,
  type LucideIcon,
} from 'lucide-react';
import { techCategory, type TechCategory } from '../lib/techCategory';

export const techIcons: Record<TechCategory, LucideIcon> = {
  Frontend: Monitor,
  Mobile: Smartphone,
  Backend: Server,
  Database: Database,
  Cloud: Cloud,
  DevOps: Container,
  Other: Code,
};

const byName: Record<string, LucideIcon> = {
  react: Atom,
  'next.js': AppWindow,
  typescript: FileCode,
  'react native': Smartphone,
  'node.js': Hexagon,
  nestjs: Boxes,
  python: SquareTerminal,
  graphql: Waypoints,
  postgresql: Database,
  mongodb: Leaf,
  dynamodb: DatabaseZap,
  redis: MemoryStick,
  kafka: Network,
  aws: Cloud,
  'aws lambda': Lambda,
  'aws iot core': RadioTower,
  'aws appsync': RefreshCw,
  docker: Container,
  kubernetes: ShipWheel,
  terraform: FileCog,
  'serverless framework': CloudLightning,
  figma: PenTool,
  'power bi': ChartColumn,
  openai: BrainCircuit,
};

/** The icon of a technology: its own when it has one, else its category's. */
export function techIcon(name: string): LucideIcon {
  return byName[name.trim().toLowerCase()] ?? techIcons[techCategory(name)];
}
