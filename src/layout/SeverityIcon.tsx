// Icon and colour of a notification's severity. Severities come from the server: an unknown one is
// shown as information.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import InfoIcon from '@mui/icons-material/Info';
import WarningIcon from '@mui/icons-material/Warning';
import type { SvgIconComponent } from '@mui/icons-material';

const ICONS: Record<
  string,
  { Icon: SvgIconComponent; color: 'success' | 'info' | 'warning' | 'error'; label: string }
> = {
  success: { Icon: CheckCircleIcon, color: 'success', label: 'Éxito' },
  info: { Icon: InfoIcon, color: 'info', label: 'Información' },
  warning: { Icon: WarningIcon, color: 'warning', label: 'Aviso' },
  error: { Icon: ErrorIcon, color: 'error', label: 'Error' },
};

export const SeverityIcon = ({ severity }: { severity: string }) => {
  const { Icon, color, label } = ICONS[severity] ?? ICONS.info;
  return <Icon color={color} fontSize="small" titleAccess={label} />;
};
