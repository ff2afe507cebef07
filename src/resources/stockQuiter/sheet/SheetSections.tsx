// The left column of the data sheet — collapsible sections for general data,
// consumption, emissions, prices, dimensions, seller contact, observations and equipment.
import {
  Box,
  List,
  ListItem,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { Section } from '../../../layout/Section';
import { formatInteger } from '../../../domain/format';
import type { Equipment, StockVehicle } from '../../../domain/types';
import { equipmentLists, sheetSections, type SheetRow } from '../../../domain/vehicleSheet';

const NoData = () => <Typography color="text.secondary">Sin datos</Typography>;

const Rows = ({ rows, label }: { rows: SheetRow[]; label: string }) =>
  rows.length ? (
    <Table size="small" aria-label={label}>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.label}>
            <TableCell component="th" scope="row" sx={{ width: '45%', color: 'text.secondary' }}>
              {row.label}
            </TableCell>
            <TableCell>{row.value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  ) : (
    <NoData />
  );

const EquipmentList = ({ title, items }: { title: string; items: Equipment[] }) => (
  <Box sx={{ flex: 1, minWidth: 220 }}>
    <Typography
      variant="subtitle2"
      component="h3"
    >{`${title} (${formatInteger(items.length)})`}</Typography>
    {items.length ? (
      <List dense aria-label={title}>
        {items.map((item, i) => (
          <ListItem key={item.id ?? `${item.codigo}-${i}`} disableGutters>
            <ListItemText primary={item.descripcion} secondary={item.codigo} />
          </ListItem>
        ))}
      </List>
    ) : (
      <NoData />
    )}
  </Box>
);

export const SheetSections = ({ vehicle }: { vehicle: StockVehicle }) => {
  const { serie, extras } = equipmentLists(vehicle.equipamiento);
  return (
    <Box>
      {sheetSections(vehicle).map((section) => (
        <Section
          variant="accordion"
          key={section.id}
          title={section.title}
          defaultExpanded={section.id === 'general'}
        >
          <Rows rows={section.rows} label={section.title} />
        </Section>
      ))}
      <Section variant="accordion" title="Observaciones" defaultExpanded={false}>
        {vehicle.observaciones?.trim() ? (
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{vehicle.observaciones}</Typography>
        ) : (
          <NoData />
        )}
      </Section>
      <Section variant="accordion" title="Equipamiento" defaultExpanded={false}>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <EquipmentList title="Equipamiento de serie" items={serie} />
          <EquipmentList title="Extras" items={extras} />
        </Box>
      </Section>
    </Box>
  );
};
