import type { ToolCategory } from '@core/tools/tool-catalogue';
import {
  BarChart3,
  Brain,
  Calculator,
  Compass,
  Gift,
  Heart,
  Lightbulb,
  Megaphone,
  Newspaper,
  Rocket,
  Scale,
  Search,
  Target,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';

const icons: Record<ToolCategory, LucideIcon> = {
  Planning: Lightbulb,
  Legal: Scale,
  Team: Users,
  Finance: Calculator,
  Branding: Megaphone,
  Funding: Rocket,
  Networking: Heart,
  Research: Search,
  Growth: TrendingUp,
  Strategy: Target,
  Product: Compass,
  Personal: Brain,
  Opportunities: Gift,
  Information: Newspaper,
  Analytics: BarChart3,
};

export function ToolIcon({ category, className }: { category: ToolCategory; className?: string }) {
  const Icon = icons[category];
  return <Icon aria-hidden="true" className={className ?? 'size-5'} />;
}
