// A horizontal bar chart of labelled figures, one or two series over the same categories; a
// click on a bar opens the path of its category. Bars run horizontally so the category names
// stay readable on a 390 px phone.
import { BarChart } from '@mui/x-charts/BarChart';
import { useNavigate } from 'react-router-dom';
import { formatInteger } from '../../../domain/format';

export interface BarSeriesData {
  id: string;
  label: string;
  data: number[];
  color: string;
}

/** Height of a chart of `categories` rows (each a bar per series), with its axis and legend. */
export const chartHeight = (categories: number, series: number) =>
  56 + (series > 1 ? 24 : 0) + categories * (series > 1 ? 40 : 30);

const integer = (value: number | null) => formatInteger(value, '');

export const CountBarChart = ({
  categories,
  paths,
  series,
  height,
  axisWidth = 110,
}: {
  categories: string[];
  paths: string[];
  series: BarSeriesData[];
  height: number;
  axisWidth?: number;
}) => {
  const navigate = useNavigate();
  return (
    <BarChart
      layout="horizontal"
      height={height}
      hideLegend={series.length < 2}
      margin={{ left: 4, right: 16, top: 8, bottom: 4 }}
      yAxis={[{ scaleType: 'band', data: categories, width: axisWidth }]}
      xAxis={[{ valueFormatter: integer, tickMinStep: 1 }]}
      series={series.map((s) => ({ ...s, valueFormatter: integer }))}
      onItemClick={(_event, item) => {
        const path = paths[item.dataIndex];
        if (path) navigate(path);
      }}
    />
  );
};
