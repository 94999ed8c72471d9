// The picture at the start of a banner. Only a short list of lucide icons is bundled (the island
// must stay small); any other stored name shows the megaphone.
import { Activity, BookOpen, Calendar, Clock, Gift, Info, Megaphone, Sparkles, Syringe, Tag, type LucideIcon } from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  activity: Activity,
  'book-open': BookOpen,
  calendar: Calendar,
  clock: Clock,
  gift: Gift,
  info: Info,
  megaphone: Megaphone,
  sparkles: Sparkles,
  syringe: Syringe,
  tag: Tag,
};

export function BannerIcon({ name, className = 'size-5 shrink-0' }: { name: string | null; className?: string }) {
  const Icon = (name && ICONS[name.trim().toLowerCase()]) || Megaphone;
  return <Icon className={className} aria-hidden="true" />;
}
