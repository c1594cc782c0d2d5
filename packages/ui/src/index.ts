export {
  THEME_NAMES,
  DEFAULT_THEME,
  themeClassNames,
  applyTheme,
  isThemeName,
  vars,
  type ThemeName,
} from './theme';

export { saveFile } from './browser/save-file';
export { preloadableLazy, type PreloadableComponent } from './browser/preloadable-lazy';

export { Stack, type StackProps } from './components/Stack/Stack';
export { Inline, type InlineProps } from './components/Inline/Inline';
export { SPACE, ALIGN, JUSTIFY, type Space, type Align, type Justify } from './styles/sprinkles.css';

export {
  Button,
  BUTTON_VARIANTS,
  BUTTON_SIZES,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './components/Button/Button';
export {
  Spinner,
  LoadingBlock,
  SPINNER_SIZES,
  type SpinnerProps,
  type SpinnerSize,
} from './components/Spinner/Spinner';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar/ProgressBar';
export { Label, Description, FieldError, Input } from './components/Field/Field';
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export { Form, type FormProps } from './components/Form/Form';
export {
  ToastRegion,
  toast,
  toastQueue,
  TOAST_VARIANTS,
  DEFAULT_TOAST_TIMEOUT,
  TOAST_HOTKEY,
  type ToastContent,
  type ToastOptions,
  type ToastVariant,
  type ToastRegionProps,
} from './components/Toast/Toast';
export { Link, type LinkProps } from './components/Link/Link';
export { LinkButton, type LinkButtonProps } from './components/LinkButton/LinkButton';
export { Heading, HEADING_SIZES, type HeadingProps, type HeadingSize } from './components/Heading/Heading';
export {
  Text,
  TEXT_TONES,
  TEXT_SIZES,
  TEXT_WEIGHTS,
  type TextProps,
  type TextTone,
  type TextSize,
  type TextWeight,
} from './components/Text/Text';
export { Card, CARD_PADDINGS, type CardProps, type CardPadding } from './components/Card/Card';
export { StatCard, type StatCardProps } from './components/StatCard/StatCard';
export { Popover, PopoverTrigger, type PopoverProps } from './components/Popover/Popover';
export {
  Modal,
  Dialog,
  DialogActions,
  DialogTrigger,
  MODAL_SIZES,
  type ModalProps,
  type ModalSize,
  type DialogProps,
} from './components/Dialog/Dialog';
export {
  AlertDialog,
  ALERT_DIALOG_VARIANTS,
  type AlertDialogProps,
  type AlertDialogVariant,
} from './components/AlertDialog/AlertDialog';
export { FormDialog, type FormDialogProps } from './components/FormDialog/FormDialog';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField/PasswordField';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export {
  Select,
  SelectItem,
  SELECT_SIZES,
  type SelectProps,
  type SelectSize,
} from './components/Select/Select';
export {
  Tooltip,
  TooltipTrigger,
  DEFAULT_TOOLTIP_DELAY,
  type TooltipProps,
  type TooltipTriggerProps,
} from './components/Tooltip/Tooltip';
export { PageHeader, type PageHeaderProps } from './components/PageHeader/PageHeader';
export { SectionCard, type SectionCardProps } from './components/SectionCard/SectionCard';
export { DetailList, type DetailListProps, type DetailListItem } from './components/DetailList/DetailList';
export { SecretText, SECRET_MASK_LENGTH, type SecretTextProps } from './components/SecretText/SecretText';
export { Icon, ICON_SIZES, type IconProps, type IconSize, type IconComponent } from './components/Icon/Icon';
export * from './components/Icon/icons';
export { Badge, BADGE_TONES, type BadgeProps, type BadgeTone } from './components/Badge/Badge';
export {
  Skeleton,
  SKELETON_SHAPES,
  type SkeletonProps,
  type SkeletonShape,
} from './components/Skeleton/Skeleton';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { ErrorState, type ErrorStateProps } from './components/ErrorState/ErrorState';
export { SearchField, type SearchFieldProps } from './components/SearchField/SearchField';
export { NumberField, type NumberFieldProps } from './components/NumberField/NumberField';
export { Switch, type SwitchProps } from './components/Switch/Switch';
export {
  Menu,
  MenuItem,
  MenuSeparator,
  MenuTrigger,
  MENU_ITEM_TONES,
  type MenuProps,
  type MenuItemProps,
  type MenuItemTone,
} from './components/Menu/Menu';
export {
  Avatar,
  avatarFallback,
  validateAvatarImage,
  AVATAR_SIZES,
  AVATAR_SHAPES,
  AVATAR_FALLBACKS,
  AVATAR_MAX_BYTES,
  type AvatarFallback,
  type AvatarImageError,
  type AvatarProps,
  type AvatarSize,
  type AvatarShape,
} from './components/Avatar/Avatar';
export { ThemeSwitcher, type ThemeSwitcherProps } from './components/ThemeSwitcher/ThemeSwitcher';
export {
  UploadDropzone,
  isAcceptedFile,
  formatMegabytes,
  type UploadDropzoneProps,
} from './components/UploadDropzone/UploadDropzone';
export {
  DateRangePicker,
  DATE_PRESETS,
  DATE_PRESET_LABELS,
  YEARS_BACK,
  describeRange,
  formatDisplayDate,
  matchPreset,
  nextRange,
  presetRange,
  type DateRangePickerProps,
  type DateRange,
  type DatePreset,
} from './components/DateRangePicker/DateRangePicker';
export {
  DataTable,
  DATA_TABLE_LOADING_STYLES,
  ShowingCount,
  showingRange,
  sortRows,
  toggleSort,
  cellValue,
  useSortedRows,
  searchRows,
  useClientSearch,
  type DataTableProps,
  type DataTableColumn,
  type DataTableLoadingStyle,
  type CellValue,
  type SortableColumn,
  type SortedRows,
  type ShowingCountProps,
} from './components/DataTable/DataTable';
export {
  Pagination,
  paginationItems,
  usePagination,
  type PaginationProps,
  type PaginationItem,
  type PaginationState,
} from './components/Pagination/Pagination';
export {
  SidebarProvider,
  useSidebar,
  SIDEBAR_MOBILE_BREAKPOINT,
  SIDEBAR_EDGE_HOVER_DISTANCE,
  SIDEBAR_SHORTCUT_KEY,
  type SidebarProviderProps,
  type SidebarState,
} from './components/Sidebar/SidebarProvider';
export {
  Sidebar,
  SidebarTitle,
  SidebarTrigger,
  SidebarInset,
  SIDEBAR_TOOLTIP_DELAY,
  type SidebarProps,
  type SidebarTitleProps,
} from './components/Sidebar/Sidebar';
export { SidebarGroup, type SidebarGroupProps } from './components/Sidebar/SidebarGroup';
export { SidebarLink, type SidebarLinkProps } from './components/Sidebar/SidebarLink';
export { Tree, type TreeProps, type TreeNode } from './components/Tree/Tree';
export {
  FloatingThemeSwitcher,
  type FloatingThemeSwitcherProps,
} from './components/ThemeSwitcher/FloatingThemeSwitcher';
export { SidebarButton, type SidebarButtonProps } from './components/Sidebar/SidebarButton';
export { ComboBox, type ComboBoxProps } from './components/ComboBox/ComboBox';
export { CheckboxGroup, type CheckboxGroupProps } from './components/CheckboxGroup/CheckboxGroup';
export {
  RadioGroup,
  Radio,
  RADIO_GROUP_ORIENTATIONS,
  type RadioGroupProps,
  type RadioProps,
  type RadioGroupOrientation,
} from './components/RadioGroup/RadioGroup';
