import {
  BookOpen,
  Calendar,
  CalendarDays,
  Camera,
  ClipboardCheck,
  ClipboardList,
  Dog,
  DollarSign,
  DoorOpen,
  Hammer,
  Handshake,
  House,
  Key,
  Landmark,
  Lightbulb,
  type LucideIcon,
  type LucideProps,
  PackageOpen,
  Paintbrush,
  PawPrint,
  Sofa,
  Sparkles,
  Trees,
  TrendingUp,
  Truck,
  Wrench,
} from "lucide-react";
import type { GuideIconName } from "../../contract/guides";

// A fixed map rather than the whole icon set keeps the bundle small; its names are the contract's, the only
// ones the API takes (contract/guides.ts guideIconNames).
const icons: Record<GuideIconName, LucideIcon> = {
  BookOpen,
  Calendar,
  CalendarDays,
  Camera,
  ClipboardCheck,
  ClipboardList,
  DollarSign,
  Dog,
  DoorOpen,
  Hammer,
  Handshake,
  Home: House,
  House,
  Key,
  Landmark,
  Lightbulb,
  PackageOpen,
  Paintbrush,
  PawPrint,
  Sofa,
  Sparkles,
  Trees,
  TrendingUp,
  Truck,
  Wrench,
};

export interface GuideIconProps extends LucideProps {
  /** A lucide-react icon name as stored on the topic, e.g. "Sofa"; unknown names show BookOpen. */
  name: string;
}

export function GuideIcon({ name, ...props }: GuideIconProps) {
  const Icon = Object.hasOwn(icons, name) ? icons[name as GuideIconName] : BookOpen;
  return <Icon aria-hidden="true" {...props} />;
}
