// The frame of the console's own dialogs: a dialog named by its title, its content, and its
// buttons in the actions row. useKeptWhileClosing keeps what a closing dialog shows.
import { useState, type ReactNode } from 'react';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  type DialogProps,
  type SxProps,
  type Theme,
} from '@mui/material';

export type TitledDialogProps = Omit<DialogProps, 'title' | 'children' | 'aria-labelledby'> & {
  /** The title's id, which names the dialog. */
  titleId: string;
  title: ReactNode;
  children: ReactNode;
  /** The buttons. */
  actions: ReactNode;
  /** DialogContent's dividers (a long, scrolling content). */
  dividers?: boolean;
  actionsSx?: SxProps<Theme>;
};

export const TitledDialog = ({
  titleId,
  title,
  children,
  actions,
  dividers,
  actionsSx,
  ...dialogProps
}: TitledDialogProps) => (
  <Dialog {...dialogProps} aria-labelledby={titleId}>
    <DialogTitle id={titleId}>{title}</DialogTitle>
    <DialogContent dividers={dividers}>{children}</DialogContent>
    <DialogActions sx={actionsSx}>{actions}</DialogActions>
  </Dialog>
);

/**
 * A dialog fades out after it closes: while it does, it keeps showing the last value it was
 * opened with (null = closed).
 */
export const useKeptWhileClosing = <T,>(value: T | null): T | null => {
  const [kept, setKept] = useState(value);
  if (value !== null && value !== kept) setKept(value);
  return kept;
};
