import {
  BookOpen,
  Calendar,
  CalendarDays,
  Camera,
  ClipboardCheck,
  ClipboardList,
  DollarSign,
  DoorOpen,
  Hammer,
  Handshake,
  House,
  Key,
  Lightbulb,
  type LucideIcon,
  type LucideProps,
  PackageOpen,
  Paintbrush,
  Sofa,
  Sparkles,
  Trees,
  TrendingUp,
  Wrench,
} from "lucide-react";

// A fixed map rather than the whole icon set keeps the bundle small; admins may add names later.
const icons: Record<string, LucideIcon> = {
  BookOpen,
  Calendar,
  CalendarDays,
  Camera,
  ClipboardCheck,
  ClipboardList,
  DollarSign,
  DoorOpen,
  Hammer,
  Handshake,
  Home: House,
  House,
  Key,
  Lightbulb,
  PackageOpen,
  Paintbrush,
  Sofa,
  Sparkles,
  Trees,
  TrendingUp,
  Wrench,
};

export interface GuideIconProps extends LucideProps {
  /** A lucide-react icon name as stored on the topic, e.g. "Sofa"; unknown names show BookOpen. */
  name: string;
}

export function GuideIcon({ name, ...props }: GuideIconProps) {
  const Icon = icons[name] ?? BookOpen;
  return <Icon aria-hidden="true" {...props} />;
}
