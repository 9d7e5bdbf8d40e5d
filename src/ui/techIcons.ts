// One small lucide icon per technology category, shown before the name when a badge asks for it.
import {
  Cloud,
  Code,
  Container,
  Database,
  Monitor,
  Server,
  Smartphone,
  type LucideIcon,
} from 'lucide-react';
import type { TechCategory } from './techCategory';

export const techIcons: Record<TechCategory, LucideIcon> = {
  Frontend: Monitor,
  Mobile: Smartphone,
  Backend: Server,
  Database: Database,
  Cloud: Cloud,
  DevOps: Container,
  Other: Code,
};
