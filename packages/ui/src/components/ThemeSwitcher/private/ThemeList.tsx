import { Dialog, ListBox, ListBoxItem } from 'react-aria-components';
import { THEME_NAMES, type ThemeName } from '../../../theme';
import * as styles from './ThemeList.css';

export interface ThemeListProps {
  /** The theme in use, shown selected. */
  theme: ThemeName;
  /** Called with the theme the user picked, before the surrounding popover closes. */
  onThemeChange: (theme: ThemeName) => void;
}

/** The content of a theme popover: a dialog with the list of every theme, the current one selected. */
export function ThemeList({ theme, onThemeChange }: ThemeListProps) {
  return (
    <Dialog aria-label="Theme" className={styles.dialog}>
      {({ close }) => (
        <ListBox
          aria-label="Themes"
          className={styles.list}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[theme]}
          onSelectionChange={(keys) => {
            const [picked] = keys === 'all' ? [] : [...keys];
            if (picked) onThemeChange(picked as ThemeName);
            close();
          }}
        >
          {THEME_NAMES.map((name) => (
            <ListBoxItem key={name} id={name} textValue={name} className={styles.option}>
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
  );
}
