// The dashboard's charts, below the portal cards and loaded after them: each channel's
// coverage (published against eligible), the drifts by kind, and the stock by type and by
// days in stock. A click on a bar opens /coherencia filtered by it: by channel, by kind, or —
// for the stock charts — by the vehicles' type or days in stock.
import { useMemo, useState } from 'react';
import { Box, Typography, useTheme } from '@mui/material';
import {
  coverageRows,
  describeCounts,
  describeCoverage,
  driftKindRows,
  stockAgeRows,
  stockTypeRows,
  type CountRow,
} from '../../../domain/consistency/charts';
import { formatInteger, formatPercent, formatCount } from '../../../domain/format';
import { useConsistencyReport, useStockFacts } from '../../consistency/useConsistencyData';
import { ChartCard, type ChartTable } from './ChartCard';
import { chartHeight, CountBarChart } from './CountBarChart';

const countTable = <K extends string>(
  caption: string,
  category: string,
  rows: CountRow<K>[],
): ChartTable => ({
  caption,
  columns: [category, 'Vehículos'],
  rows: rows.map((r) => ({
    key: r.id,
    label: r.label,
    path: r.path,
    cells: [formatInteger(r.count)],
  })),
});

const DashboardCharts = () => {
  const theme = useTheme();
  const report = useConsistencyReport();
  const stock = useStockFacts();
  const [now] = useState(() => new Date());

  const coverage = useMemo(() => coverageRows(report.data?.channels ?? []), [report.data]);
  const kinds = useMemo(() => driftKindRows(report.data?.drifts ?? []), [report.data]);
  const types = useMemo(() => stockTypeRows(stock.stock), [stock.stock]);
  const ages = useMemo(() => stockAgeRows(stock.stock, now), [stock.stock, now]);
  const primary = theme.palette.primary.main;

  const coverageTable: ChartTable = {
    caption: 'Anuncios publicados y vehículos elegibles por canal',
    columns: ['Canal', 'Publicados', 'Elegibles', 'Cobertura'],
    rows: coverage.map((r) => ({
      key: r.id,
      label: r.label,
      path: r.path,
      cells: [
        formatInteger(r.listed),
        formatInteger(r.eligible),
        r.eligible > 0 ? formatPercent(r.listed / r.eligible) : '—',
      ],
    })),
  };
  const ageSummary =
    describeCounts(ages.rows, ['vehículo', 'vehículos']) +
    (ages.undated ? ` Sin fecha de entrada: ${formatCount(ages.undated, 'vehículo')}.` : '');

  return (
    <Box component="section" aria-labelledby="charts-title" sx={{ mt: 3 }}>
      <Typography id="charts-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Canales y stock
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <ChartCard
          id="chart-coverage"
          title="Cobertura por canal"
          summary={describeCoverage(coverage)}
          table={coverageTable}
          height={chartHeight(Math.max(coverage.length, 1), 2)}
          isPending={report.isPending}
          error={report.error}
        >
          <CountBarChart
            categories={coverage.map((r) => r.label)}
            paths={coverage.map((r) => r.path)}
            height={chartHeight(Math.max(coverage.length, 1), 2)}
            series={[
              {
                id: 'listed',
                label: 'Publicados',
                data: coverage.map((r) => r.listed),
                color: primary,
              },
              {
                id: 'eligible',
                label: 'Elegibles',
                data: coverage.map((r) => r.eligible),
                color: theme.palette.grey[400],
              },
            ]}
          />
        </ChartCard>
        <ChartCard
          id="chart-kinds"
          title="Discrepancias por tipo"
          summary={describeCounts(kinds, ['discrepancia', 'discrepancias'])}
          table={{
            ...countTable('Discrepancias por tipo', 'Problema', kinds),
            columns: ['Problema', 'Discrepancias'],
          }}
          height={chartHeight(kinds.length, 1)}
          isPending={report.isPending}
          error={report.error}
        >
          <CountBarChart
            categories={kinds.map((r) => r.label)}
            paths={kinds.map((r) => r.path)}
            height={chartHeight(kinds.length, 1)}
            axisWidth={130}
            series={[
              {
                id: 'drifts',
                label: 'Discrepancias',
                data: kinds.map((r) => r.count),
                color: theme.palette.warning.main,
              },
            ]}
          />
        </ChartCard>
        <ChartCard
          id="chart-types"
          title="Stock por tipo"
          summary={describeCounts(types, ['vehículo', 'vehículos'])}
          table={countTable('Vehículos del stock por tipo', 'Tipo', types)}
          height={chartHeight(types.length, 1)}
          isPending={stock.isPending}
          error={stock.error}
        >
          <CountBarChart
            categories={types.map((r) => r.label)}
            paths={types.map((r) => r.path)}
            height={chartHeight(types.length, 1)}
            axisWidth={60}
            series={[
              { id: 'stock', label: 'Vehículos', data: types.map((r) => r.count), color: primary },
            ]}
          />
        </ChartCard>
        <ChartCard
          id="chart-ages"
          title="Stock por días en stock"
          summary={ageSummary}
          table={countTable('Vehículos del stock por días en stock', 'Días en stock', ages.rows)}
          height={chartHeight(ages.rows.length, 1)}
          isPending={stock.isPending}
          error={stock.error}
        >
          <CountBarChart
            categories={ages.rows.map((r) => r.label)}
            paths={ages.rows.map((r) => r.path)}
            height={chartHeight(ages.rows.length, 1)}
            axisWidth={120}
            series={[
              {
                id: 'age',
                label: 'Vehículos',
                data: ages.rows.map((r) => r.count),
                color: theme.palette.secondary.main,
              },
            ]}
          />
        </ChartCard>
      </Box>
    </Box>
  );
};

export default DashboardCharts;
