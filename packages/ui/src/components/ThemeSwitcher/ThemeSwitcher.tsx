import { DialogTrigger } from 'react-aria-components';
import type { ThemeName } from '../../theme';
import { Button, type ButtonProps } from '../Button/Button';
import { Popover } from '../Popover/Popover';
import { ThemeIcon } from './private/ThemeIcon';
import { ThemeList } from './private/ThemeList';

export interface ThemeSwitcherProps {
  /** The theme in use. */
  value: ThemeName;
  /** Called with the theme the user picked; apply it with `applyTheme` and persist it. */
  onChange: (theme: ThemeName) => void;
  /**
   * Look of the trigger button.
   * @default 'secondary'
   */
  variant?: ButtonProps['variant'];
}

/**
 * A button that opens a popover listing every theme, the current one selected. For the draggable button
 * that floats over a page and applies the theme itself, see `FloatingThemeSwitcher`.
 */
export function ThemeSwitcher({ value, onChange, variant = 'secondary' }: ThemeSwitcherProps) {
  return (
    <DialogTrigger>
      <Button variant={variant} size="small" aria-label={`Theme: ${value}`}>
        <ThemeIcon />
        {value}
      </Button>
      <Popover isDialog={false} placement="top end">
        <ThemeList theme={value} onThemeChange={onChange} />
      </Popover>
    </DialogTrigger>
  );
}
