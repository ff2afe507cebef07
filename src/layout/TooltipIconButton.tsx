// An icon button whose tooltip says what it does, in the same words as its accessible name. The
// tooltip hangs on a span so that it still shows while the button is disabled (a sync or a read
// under way).
import { IconButton, Tooltip, type IconButtonProps } from '@mui/material';

export type TooltipIconButtonProps = Omit<IconButtonProps, 'aria-label' | 'title'> & {
  /** The tooltip and the button's accessible name. */
  title: string;
};

export const TooltipIconButton = ({ title, children, ...button }: TooltipIconButtonProps) => (
  <Tooltip title={title}>
    <span>
      <IconButton aria-label={title} {...button}>
        {children}
      </IconButton>
    </span>
  </Tooltip>
);
