import { scaleLinear } from 'd3-scale'
import { curveMonotoneX, line } from 'd3-shape'
import { type ReactNode, useId } from 'react'
import styled, { type DefaultTheme } from 'styled-components'
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden.tsx'

/**
 * The Insights screen's charts: SVG drawn while rendering (on the server first, the same on hydration)
 * with d3-scale and d3-shape, coloured by theme tokens so both themes read them. Each chart has its
 * figures as a table behind a disclosure: the chart is a picture for eyes, the table is the same data for
 * everyone (screen readers, keyboard, copy and paste). Only the admin chunk imports this file.
 */

/** The theme colours a series may take: ink for the period, a subtle grey for the one before it. */
const TONES = ['accent', 'muted', 'success', 'warning', 'danger'] as const
type ChartTone = (typeof TONES)[number]
const toneColor = (theme: DefaultTheme, tone: ChartTone) =>
  tone === 'muted' ? theme.colors.textSubtle : theme.colors[tone]

export interface ChartSeries {
  /** The series' name, in the legend and as the column heading of the table. */
  name: string
  /** One value per label, in the labels' order. */
  values: readonly number[]
  /** Its colour, from the theme. */
  tone: ChartTone
  /** A dashed line, for a comparison series. */
  dashed?: boolean
}

const WIDTH = 640
const HEIGHT = 220
const MARGIN = { top: 12, right: 12, bottom: 28, left: 44 }

const Frame = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`

const Svg = styled.svg`
  width: 100%;
  height: auto;
  overflow: visible;
  font-family: ${({ theme }) => theme.fonts.sans};

  .grid {
    stroke: ${({ theme }) => theme.colors.hairline};
  }
  .tick {
    fill: ${({ theme }) => theme.colors.textSubtle};
    font-size: 11px;
  }
  path.series {
    fill: none;
    stroke-width: 2;
  }
  .dashed {
    stroke-dasharray: 5 4;
  }
  ${({ theme }) =>
    TONES.map(
      (tone) => `.${tone} { stroke: ${toneColor(theme, tone)}; fill: ${toneColor(theme, tone)}; }`,
    ).join('')}
`

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
`

const Figures = styled.details`
  font-size: ${({ theme }) => theme.fontSizes.sm};

  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.accent};
    width: fit-content;
  }
`

/** A plain data table: the text alternative of a chart, and the breakdowns themselves. */
const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;

  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.textStrong};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.hairline};
    vertical-align: middle;
  }
  th {
    color: ${({ theme }) => theme.colors.textSubtle};
    font-weight: 600;
  }
  td.number,
  th.number {
    text-align: right;
  }
  td.label {
    overflow-wrap: anywhere;
  }
`

const NUMBER = new Intl.NumberFormat('en-US')
export const formatNumber = (value: number) => NUMBER.format(value)

/** A column of a Table: its heading and what a row shows in it. */
export interface Column<T> {
  name: string
  cell: (row: T) => ReactNode
  /** 'number' aligns right, 'label' wraps anywhere, 'row' makes the cell its row's header. */
  kind?: 'number' | 'label' | 'row'
  /** A heading for screen readers only (over a column of bars). */
  hidden?: boolean
}

/** A DataTable of `rows`, one cell per column. */
export function Table<T>({
  columns,
  rows,
  rowKey,
  caption,
  labelledBy,
}: {
  columns: readonly Column<T>[]
  rows: readonly T[]
  rowKey: (row: T) => string
  caption?: string
  labelledBy?: string
}) {
  return (
    <DataTable aria-labelledby={labelledBy}>
      {caption ? <caption>{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map(({ name, kind, hidden }) => (
            <th key={name} scope="col" className={kind === 'number' ? kind : undefined}>
              {hidden ? <VisuallyHidden>{name}</VisuallyHidden> : name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map(({ name, kind, cell }) =>
              kind === 'row' ? (
                <th key={name} scope="row">
                  {cell(row)}
                </th>
              ) : (
                <td key={name} className={kind}>
                  {cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </DataTable>
  )
}

/** A legend's sample of a line: its colour, dashed like the line when the line is. */
const Swatch = styled.span<{ $tone: ChartTone; $dashed?: boolean }>`
  display: inline-block;
  width: 20px;
  border-top: 2px ${({ $dashed }) => ($dashed ? 'dashed' : 'solid')}
    ${({ theme, $tone }) => toneColor(theme, $tone)};
`

/**
 * A line chart of one or more series over the same labels (hours, days or months), with a y axis from
 * zero and its figures as a table under "Show the figures".
 */
export function LineChart({
  title,
  description,
  labels,
  series,
  labelHeading,
}: {
  /** What the chart shows: its accessible name and the caption of its table. */
  title: string
  /** One sentence summing the chart up for those who do not see it (the totals, say). */
  description: string
  /** What each point is, shown on the x axis and as the first column of the table. */
  labels: readonly string[]
  /** The lines to draw, the first on top in the legend. */
  series: readonly ChartSeries[]
  /** The heading of the table's first column ("Day", "Hour", "Month"). */
  labelHeading: string
}) {
  const id = useId()
  const max = Math.max(1, ...series.flatMap((s) => s.values))
  const x = scaleLinear()
    .domain([0, Math.max(1, labels.length - 1)])
    .range([MARGIN.left, WIDTH - MARGIN.right])
  const y = scaleLinear()
    .domain([0, max])
    .nice(4)
    .range([HEIGHT - MARGIN.bottom, MARGIN.top])
  const path = line<number>()
    .x((_, i) => x(i))
    .y((value) => y(value))
    .curve(curveMonotoneX)
  // First, middle and last labels on the x axis: enough to read the span without crowding.
  const shown = [...new Set([0, Math.floor((labels.length - 1) / 2), labels.length - 1])].filter(
    (i) => i >= 0,
  )
  return (
    <Frame>
      <Svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {y.ticks(4).map((tick) => (
          <g key={tick}>
            <line className="grid" x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} />
            <text className="tick" x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
              {formatNumber(tick)}
            </text>
          </g>
        ))}
        {shown.map((i) => (
          <text
            key={i}
            className="tick"
            x={x(i)}
            y={HEIGHT - 8}
            textAnchor={i === 0 ? 'start' : i === labels.length - 1 ? 'end' : 'middle'}
          >
            {labels[i]}
          </text>
        ))}
        {[...series].reverse().map((s) => (
          <path
            key={s.name}
            className={`series ${s.tone}${s.dashed ? ' dashed' : ''}`}
            d={path(labels.length === 1 ? [s.values[0] ?? 0, s.values[0] ?? 0] : [...s.values]) ?? ''}
          />
        ))}
      </Svg>
      <Legend aria-hidden="true">
        {series.map((s) => (
          <li key={s.name}>
            <Swatch $tone={s.tone} $dashed={s.dashed} />
            {s.name}
          </li>
        ))}
      </Legend>
      <Figures>
        <summary>Show the figures</summary>
        <Table
          caption={title}
          rows={labels.map((_, i) => i)}
          rowKey={(i) => labels[i]!}
          columns={[
            { name: labelHeading, kind: 'row', cell: (i) => labels[i] },
            ...series.map((s) => ({
              name: s.name,
              kind: 'number' as const,
              cell: (i: number) => formatNumber(s.values[i] ?? 0),
            })),
          ]}
        />
      </Figures>
    </Frame>
  )
}

const BAR_WIDTH = 120

/** The bars drawn in table cells: decoration, hidden from assistive technology (the cells hold the figures). */
const CellSvg = styled(Svg).attrs({ width: BAR_WIDTH, 'aria-hidden': true, focusable: false })`
  width: ${BAR_WIDTH}px;
`

/** A bar for a table cell, as long as `value` is against `max`. */
export function InlineBar({
  value,
  max,
}: {
  /** The row's figure. */
  value: number
  /** The largest figure of the table: the full-length bar. */
  max: number
}) {
  const width = scaleLinear()
    .domain([0, Math.max(1, max)])
    .range([0, BAR_WIDTH])
  return (
    <CellSvg height="8">
      <rect className="muted" x="0" y="0" width={BAR_WIDTH} height="8" rx="4" opacity="0.2" />
      <rect className="accent" x="0" y="0" width={width(value)} height="8" rx="4" />
    </CellSvg>
  )
}

/** Good, needs improvement and poor as one bar split by their shares. */
export function BandBar({
  good,
  needsImprovement,
  poor,
}: {
  /** Visits in the good band. */
  good: number
  /** Visits in the needs-improvement band. */
  needsImprovement: number
  /** Visits in the poor band. */
  poor: number
}) {
  const x = scaleLinear()
    .domain([0, Math.max(1, good + needsImprovement + poor)])
    .range([0, BAR_WIDTH])
  return (
    <CellSvg height="10">
      <rect className="success" x="0" y="0" width={x(good)} height="10" />
      <rect className="warning" x={x(good)} y="0" width={x(needsImprovement)} height="10" />
      <rect className="danger" x={x(good + needsImprovement)} y="0" width={x(poor)} height="10" />
    </CellSvg>
  )
}
