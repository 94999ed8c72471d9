// The picture of a menu item: only the icons of the supported list are imported. Rendered on the
// server and handed to the menus as elements, so no icon of this list ships in the page's script.
import {
  BookOpen, Briefcase, Building2, Calendar, Car, CircleHelp, Cpu, CreditCard, FileText, Globe, GraduationCap, Heart,
  House, Info, Layers, Mail, Map as MapIcon, MapPin, MessageCircle, Newspaper, Package, Phone, Rocket, Scale, Settings,
  ShoppingBag, Star, Stethoscope, Truck, User, Users, type LucideIcon,
} from 'lucide-react';
import type { IconKey } from './menu-icons';

const ICONS: Record<IconKey, LucideIcon> = {
  home: House, users: Users, user: User, briefcase: Briefcase, 'credit-card': CreditCard, mail: Mail, phone: Phone,
  package: Package, rocket: Rocket, newspaper: Newspaper, info: Info, stethoscope: Stethoscope, calendar: Calendar,
  'book-open': BookOpen, 'file-text': FileText, 'shopping-bag': ShoppingBag, star: Star, heart: Heart, settings: Settings,
  'help-circle': CircleHelp, globe: Globe, building: Building2, scale: Scale, 'map-pin': MapPin, 'message-circle': MessageCircle,
  'graduation-cap': GraduationCap, car: Car, truck: Truck, cpu: Cpu, layers: Layers, map: MapIcon,
};

export function MenuIcon({ name, className = 'size-full' }: { name: IconKey; className?: string }) {
  const Icon = ICONS[name] ?? MapIcon;
  return <Icon className={className} aria-hidden="true" data-icon={name} />;
}
