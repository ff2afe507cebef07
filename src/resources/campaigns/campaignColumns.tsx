// The columns of a campaigns table, shared by /campaigns and the CountDown Maker: status,
// name, start, end, the badge and text colours, the icon, optionally the text, and the row's
// actions. Each table names the fields its records carry and says what its actions are.
import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import { DataTable } from 'react-admin';
import { formatDateTimeWithMonth } from '../../domain/format';
import { ColorSwatch } from './ColorSwatch';
import { IconImage } from './IconImage';
import { StatusChip } from './StatusChip';

interface CampaignRow {
  id: string;
  active: boolean;
  name: string;
  startDate: string;
  endDate: string;
}

type TextField<Row> = {
  [K in keyof Row]-?: Row[K] extends string | undefined ? K : never;
}[keyof Row] &
  string;

export interface CampaignColumnsConfig<Row extends CampaignRow> {
  badgeColor: TextField<Row>;
  textColor: TextField<Row>;
  icon: TextField<Row>;
  /** Both colours in one 'Colores' column, or a column each. */
  coloursTogether: boolean;
  /** The campaign's text, when the table shows it. */
  text?: TextField<Row>;
  actions: (record: Row) => ReactNode;
}

/** The columns, as children of a `<DataTable>`. */
export const campaignColumns = <Row extends CampaignRow>(config: CampaignColumnsConfig<Row>) => {
  const value = (record: Row, field: TextField<Row>) => record[field] as string | undefined;
  const { badgeColor, textColor, icon, text } = config;
  return [
    <DataTable.Col<Row>
      key="active"
      source="active"
      label="Estado"
      render={(r) => <StatusChip active={r.active} />}
    />,
    <DataTable.Col<Row> key="name" source="name" label="Nombre" />,
    <DataTable.Col<Row>
      key="startDate"
      source="startDate"
      label="Inicio"
      render={(r) => formatDateTimeWithMonth(r.startDate)}
    />,
    <DataTable.Col<Row>
      key="endDate"
      source="endDate"
      label="Fin"
      render={(r) => formatDateTimeWithMonth(r.endDate)}
    />,
    ...(config.coloursTogether
      ? [
          <DataTable.Col<Row>
            key="colours"
            source={badgeColor}
            label="Colores"
            disableSort
            render={(r) => (
              <Stack spacing={0.5}>
                <ColorSwatch color={value(r, badgeColor)} />
                <ColorSwatch color={value(r, textColor)} />
              </Stack>
            )}
          />,
        ]
      : [
          <DataTable.Col<Row>
            key="badgeColor"
            source={badgeColor}
            label="Color del distintivo"
            disableSort
            render={(r) => <ColorSwatch color={value(r, badgeColor)} />}
          />,
          <DataTable.Col<Row>
            key="textColor"
            source={textColor}
            label="Color del texto"
            disableSort
            render={(r) => <ColorSwatch color={value(r, textColor)} />}
          />,
        ]),
    <DataTable.Col<Row>
      key="icon"
      source={icon}
      label="Icono"
      disableSort
      render={(r) => <IconImage url={value(r, icon)} background={value(r, badgeColor)} />}
    />,
    ...(text ? [<DataTable.Col<Row> key="text" source={text} label="Texto" disableSort />] : []),
    <DataTable.Col<Row> key="actions" label="Acciones" disableSort render={config.actions} />,
  ];
};
