import { Dialog, DialogTrigger, ListBox, ListBoxItem } from 'react-aria-components';
import { THEME_NAMES, type ThemeName } from '../../theme';
import { Button, type ButtonProps } from '../Button/Button';
import { Popover } from '../Popover/Popover';
import * as styles from './ThemeSwitcher.css';

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

/** A button that opens a popover listing every theme, the current one selected. */
export function ThemeSwitcher({ value, onChange, variant = 'secondary' }: ThemeSwitcherProps) {
  return (
    <DialogTrigger>
      <Button variant={variant} size="small" aria-label={`Theme: ${value}`}>
        <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" />
          <path d="M12 3a9 9 0 0 1 0 18z" fill="currentColor" />
        </svg>
        {value}
      </Button>
      <Popover isDialog={false} placement="top end">
        <Dialog aria-label="Theme" className={styles.dialog}>
          {({ close }) => (
            <ListBox
              aria-label="Themes"
              className={styles.list}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[value]}
              onSelectionChange={(keys) => {
                const [picked] = keys === 'all' ? [] : [...keys];
                if (picked) onChange(picked as ThemeName);
                close();
              }}
            >
              {THEME_NAMES.map((name) => (
                <ListBoxItem key={name} id={name} className={styles.option}>
                  {({ isSelected }) => (
                    <>
                      {name}
                      {isSelected && (
                        <svg width="12" height="12" viewBox="0 0 12 12" fill="none" aria-hidden="true">
                          <path
                            d="M2 6.5l2.5 2.5L10 3.5"
                            stroke="currentColor"
                            strokeWidth="2"
                            strokeLinecap="round"
                          />
                        </svg>
                      )}
                    </>
                  )}
                </ListBoxItem>
              ))}
            </ListBox>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
