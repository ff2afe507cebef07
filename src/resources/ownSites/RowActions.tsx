// Spec 3 §2.4 "inline row delete and inline row update", 'Acciones (Ver)'; §4: the stock is
// read again 1 s after a row update or delete (ROW_RELOAD_DELAY_MS).
import { useEffect, useState } from 'react';
import { Box, Button, IconButton, Switch, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Link } from 'react-router-dom';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import type {
  SaleStockDataProvider,
  SaleStockRecord,
} from '../../dataProvider/ownSites/saleStockProvider';
import { VIEW_ACTION_LABEL, ROW_RELOAD_DELAY_MS } from '../../domain/ownSites/columns';
import { siteRoutes, type OwnSiteConfig } from '../../domain/ownSites/sites';

export interface RowProps {
  config: OwnSiteConfig;
  resource: string;
  record: SaleStockRecord;
  onReload: () => void;
}

const reloadSoon = (onReload: () => void) => setTimeout(onReload, ROW_RELOAD_DELAY_MS);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** 'Ver' (the edit page, by _id: spec 3 §2.1) and the row's delete. */
export const RowActions = ({ config, resource, record, onReload }: RowProps) => {
  const dataProvider = useDataProvider<SaleStockDataProvider>();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    setDeleting(true);
    try {
      await dataProvider.delete(resource, { id: record.id, previousData: record });
      notify(`Vehículo ${record.idv} eliminado`, { type: 'success' });
      reloadSoon(onReload);
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    } finally {
      setDeleting(false);
      setAsking(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Button
        size="small"
        sx={{ minWidth: 0 }}
        component={Link}
        to={siteRoutes(config).edit(String(record._id))}
        aria-label={`${VIEW_ACTION_LABEL} ${record.idv}`}
      >
        {VIEW_ACTION_LABEL}
      </Button>
      <Tooltip title="Eliminar">
        <IconButton
          size="small"
          aria-label={`Eliminar ${record.idv}`}
          onClick={() => setAsking(true)}
          disabled={deleting}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={asking}
        loading={deleting}
        title="Atención"
        content={`¿Seguro que quiere eliminar el vehículo ${record.idv} de ${config.label}?`}
        confirm="Aceptar"
        cancel="Cancelar"
        onConfirm={() => void remove()}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
};

/** HOME, updated in the row (vehiculosHome: the 'Home' / 'Destacados' card). */
export const HomeSwitch = ({ resource, record, onReload }: Omit<RowProps, 'config'>) => {
  const dataProvider = useDataProvider<SaleStockDataProvider>();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  // The value chosen here until the stock read again says it (a bulk 'Destacar home' or
  // another user's change shows as soon as it is read).
  const stored = record.vehiculosHome === true;
  const [chosen, setChosen] = useState<boolean | null>(null);
  useEffect(() => setChosen(null), [stored]);
  const value = chosen ?? stored;
  const toggle = async (next: boolean) => {
    setSaving(true);
    setChosen(next);
    try {
      await dataProvider.update(resource, {
        id: record.id,
        data: { ...record, vehiculosHome: next },
        previousData: record,
      });
      notify('Vehículo actualizado con éxito', { type: 'success' });
      reloadSoon(onReload);
    } catch (error) {
      setChosen(null);
      notify(messageOf(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Switch
      size="small"
      checked={value}
      disabled={saving}
      onClick={(event) => event.stopPropagation()}
      onChange={(_event, checked) => void toggle(checked)}
      slotProps={{ input: { 'aria-label': `HOME ${record.idv}` } }}
    />
  );
};
