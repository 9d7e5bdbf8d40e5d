// Content names icons from a fixed list (schemas/section.schema.json $defs/icon); this table maps
// each to a lucide icon. Icons render to inline SVG at build time: no JavaScript ships for them.
import {
  ShoppingCart,
  Pickaxe,
  Landmark,
  HeartPulse,
  Calculator,
  Anchor,
  Award,
  Bot,
  Briefcase,
  Building2,
  Calendar,
  ChartLine,
  Clock,
  Cloud,
  Code,
  Cpu,
  Factory,
  GraduationCap,
  Handshake,
  Layers,
  Mail,
  MapPin,
  MessageCircle,
  Phone,
  Rocket,
  Shield,
  Ship,
  Smartphone,
  Sparkles,
  Sprout,
  Target,
  Truck,
  Users,
  Workflow,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { Icon as IconName } from '../content/types.generated';

export const icons = {
  anchor: Anchor,
  'shopping-cart': ShoppingCart,
  pickaxe: Pickaxe,
  landmark: Landmark,
  'heart-pulse': HeartPulse,
  calculator: Calculator,
  award: Award,
  bot: Bot,
  briefcase: Briefcase,
  building: Building2,
  calendar: Calendar,
  chart: ChartLine,
  clock: Clock,
  cloud: Cloud,
  code: Code,
  cpu: Cpu,
  factory: Factory,
  'graduation-cap': GraduationCap,
  handshake: Handshake,
  layers: Layers,
  mail: Mail,
  'map-pin': MapPin,
  message: MessageCircle,
  phone: Phone,
  rocket: Rocket,
  shield: Shield,
  ship: Ship,
  smartphone: Smartphone,
  sparkles: Sparkles,
  sprout: Sprout,
  target: Target,
  truck: Truck,
  users: Users,
  workflow: Workflow,
  zap: Zap,
} satisfies Record<IconName, LucideIcon>;

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  const Svg = icons[name];
  // xmlns is lucide's default for standalone SVG files; inline in HTML it is implied (bytes on
  // every icon of every page).
  return (
    <Svg
      size={size}
      aria-hidden="true"
      focusable="false"
      strokeWidth={1.75}
      xmlns={undefined as unknown as string}
    />
  );
}
