/**
 * The old name-keyed icon API, kept only for the islands other branches are rewriting
 * (admin/posts, admin/shared) so they keep working until they import Lucide icons themselves;
 * it goes when they do (docs/decisions/026-icons.md). It draws Lucide icons, so every island
 * shows one set meanwhile.
 *
 * @deprecated Import each icon by name from `lucide-react` (`import { Plus } from 'lucide-react'`):
 * a name table like this one ships every icon it lists to every island that uses it.
 */
import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  Ban,
  Bold,
  Calendar,
  Check,
  Clock,
  Code,
  ExternalLink,
  FileText,
  FolderPlus,
  Funnel,
  GripVertical,
  Heading,
  ImageIcon,
  Italic,
  LinkIcon,
  List,
  ListOrdered,
  MapPin,
  Move,
  Pencil,
  Plus,
  Quote,
  RefreshCw,
  Search,
  Star,
  Tag,
  Trash2,
  Upload,
  X,
  type LucideIcon,
} from 'lucide-react'

const icons = {
  'arrow-left': ArrowLeft,
  'arrow-up': ArrowUp,
  'arrow-down': ArrowDown,
  plus: Plus,
  refresh: RefreshCw,
  search: Search,
  filter: Funnel,
  pencil: Pencil,
  trash: Trash2,
  external: ExternalLink,
  star: Star,
  x: X,
  upload: Upload,
  image: ImageIcon,
  grip: GripVertical,
  check: Check,
  ban: Ban,
  'folder-plus': FolderPlus,
  move: Move,
  tag: Tag,
  'map-pin': MapPin,
  calendar: Calendar,
  heading: Heading,
  bold: Bold,
  italic: Italic,
  link: LinkIcon,
  list: List,
  'list-ordered': ListOrdered,
  quote: Quote,
  code: Code,
  clock: Clock,
  'arrow-right': ArrowRight,
  document: FileText,
} satisfies Record<string, LucideIcon>

export type IconName = keyof typeof icons

/** @deprecated See the file's comment: import the icon from `lucide-react` instead. */
export function Icon({ name, className = 'size-4' }: { name: IconName; className?: string }) {
  const Drawn = icons[name]
  return <Drawn className={className} />
}
