import { Suspense, useDeferredValue, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ApiError,
  DASHBOARD_ADDRESSES,
  DASHBOARD_KIND_TITLES,
  isDetailKind,
  type DashboardKind,
} from '@waybill/api-client';
import { Card, EmptyState, ErrorState, PageHeader, preloadableLazy, Skeleton } from '@waybill/ui';
import { KpiTile } from '@waybill/ui/charts';
import { useFrameApi } from '../lib/api';
import { goodDirectionOf, isEmptyDashboard } from '../lib/dashboard-state';
import { formatDisplayRange } from '../lib/dates';
import { figureKindOf, toFigure } from '../lib/figures';
import type { AnalyticsDashboard, AnalyticsPanel } from '../lib/dimensions';
import {
  dashboardDataQuery,
  INITIAL_FILTERS,
  isFilterDimension,
  pressCategory,
  removeCrossFilter,
  type DashboardFilters as Filters,
} from '../lib/filters';
import { DashboardFilters } from './dashboard-filters';
import { ExcludedNote } from './excluded-note';
import { FilterChips } from './filter-chips';
import { SessionExpired } from './session-expired';
import { DASHBOARD_ERROR, emptyDashboardTexts } from './dashboard-texts';
import * as styles from './dashboard.css';
import { space } from './layout';

// Chart.js and the detail table come in chunks of their own, loaded alongside the figures
// (`preloadDashboardModules`): the tiles never wait for them.
const PanelView = preloadableLazy(() => import('./panel-view'));
const DetailRows = preloadableLazy(() => import('./detail-rows'));

/**
 * Starts loading the panels' code, and the detail table's for a detail kind, as the frame opens: arrived before
 * the figures, the panels show with the tiles instead of after a skeleton.
 */
export function preloadDashboardModules(kind: DashboardKind | null): void {
  void PanelView.preload().catch(() => {});
  if (kind && isDetailKind(kind)) void DetailRows.preload().catch(() => {});
}

/**
 * Panels that need the whole width of the page: maps, tables, and trends (a year of weeks in a third of the page
 * tilted every date and crowded its points).
 */
const WIDE_CHARTS: ReadonlySet<AnalyticsPanel['chart']> = new Set([
  'usStateMap',
  'table',
  'stackedBar',
  'line',
]);

export interface DashboardPageProps {
  /** The kind the frame's address names: titles the page until the server answers with the token's kind. */
  addressKind: DashboardKind | null;
  /** Whether the address carried a token at all. */
  hasToken: boolean;
}

/**
 * One dashboard of the frame: its title and scope, the date range and carrier filters, the chips of the values
 * pressed in its charts, the note on the packages its figures leave out, its KPI tiles against the previous
 * period and its panels (and, for the detail kinds, the rows), with loading, empty and error states.
 */
export function DashboardPage({ addressKind, hasToken }: DashboardPageProps) {
  const api = useFrameApi();
  const [filters, setFilters] = useState<Filters>(INITIAL_FILTERS);
  const [dataRange, setDataRange] = useState<AnalyticsDashboard['dataRange']>(null);
  const query = useQuery({
    ...dashboardDataQuery(api, filters, dataRange),
    enabled: hasToken,
    placeholderData: keepPreviousData,
    // The figures the frame's start-up asked for are the page's first: taken as they come, not asked again.
    refetchOnMount: false,
  });
  const dashboard = query.data;
  // The months with data close a range the user left open at one end ('On or After'); they are known from the
  // first answer on, which never needs them.
  if (dashboard && !sameDataRange(dashboard.dataRange, dataRange)) setDataRange(dashboard.dataRange);

  const kind = dashboard?.kind ?? addressKind ?? 'discounts';
  if (!hasToken || (query.error instanceof ApiError && query.error.status === 401)) {
    return <SessionExpired kind={kind} />;
  }

  let body;
  if (query.isError) {
    body = (
      <Card padding="large">
        <div className={styles.pageMessage}>
          <ErrorState
            message={DASHBOARD_ERROR}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        </div>
      </Card>
    );
  } else if (!dashboard) {
    body = <DashboardSkeleton />;
  } else if (isEmptyDashboard(dashboard)) {
    const empty = emptyDashboardTexts(
      kind,
      dashboard.scopeName,
      dashboard.dataRange ? formatDisplayRange(dashboard.range) : null,
    );
    body = (
      <Card padding="large">
        <div className={styles.pageMessage}>
          <EmptyState title={empty.title} description={empty.description} />
        </div>
      </Card>
    );
  } else {
    body = (
      <>
        <div className={styles.tiles} style={space.group} aria-busy={query.isFetching || undefined}>
          {dashboard.tiles.map((tile) => (
            <KpiTile
              key={tile.key}
              label={tile.label}
              value={toFigure(tile.value, tile.format)}
              previousValue={toFigure(tile.previous, tile.format)}
              kind={figureKindOf(tile.format)}
              goodDirection={goodDirectionOf(tile)}
              href={tile.linkKind ? DASHBOARD_ADDRESSES[tile.linkKind] : undefined}
              linkLabel={tile.linkKind ? `Open ${DASHBOARD_KIND_TITLES[tile.linkKind]}` : undefined}
            />
          ))}
        </div>
        <div className={styles.panels} style={space.group}>
          <DashboardPanels
            panels={dashboard.panels}
            filters={filters}
            onPress={(panel, category) =>
              setFilters((current) => pressCategory(current, panel.dimension, category))
            }
          />
          {isDetailKind(dashboard.kind) && (
            <div className={styles.widePanel}>
              <Suspense fallback={<PanelSkeleton />}>
                <DetailRows kind={dashboard.kind} filters={filters} dataRange={dashboard.dataRange} />
              </Suspense>
            </div>
          )}
        </div>
      </>
    );
  }

  return (
    <main className={styles.page} style={space.page}>
      <PageHeader
        title={DASHBOARD_KIND_TITLES[kind]}
        description={
          dashboard ? (
            `${dashboard.scopeName} · shipped ${formatDisplayRange(dashboard.range)}, compared with ${formatDisplayRange(dashboard.previousRange)}`
          ) : (
            <Skeleton width="24ch" />
          )
        }
      />
      <DashboardFilters
        filters={filters}
        shownRange={dashboard?.range}
        isDisabled={!dashboard && !query.isError}
        onChange={setFilters}
      />
      <FilterChips
        filters={filters.crossFilters}
        onRemove={(dimension) => setFilters((current) => removeCrossFilter(current, dimension))}
      />
      {dashboard?.excluded && !query.isError && (
        // Also above the empty state: a range whose every package has an unmapped service shows none.
        <ExcludedNote
          excluded={dashboard.excluded}
          canOpenList={dashboard.capabilities.reviewUnmappedReferenceData}
        />
      )}
      {body}
    </main>
  );
}

function sameDataRange(a: AnalyticsDashboard['dataRange'], b: AnalyticsDashboard['dataRange']): boolean {
  return a?.first === b?.first && a?.last === b?.last;
}

/** The category of the panel's dimension the page is filtered by. */
function selectedCategory(filters: Filters, panel: AnalyticsPanel): string | null {
  if (panel.dimension === 'carrier') return filters.carrier === 'ALL' ? null : filters.carrier;
  return filters.crossFilters.find((filter) => filter.dimension === panel.dimension)?.value ?? null;
}

/** Panels drawn with the tiles; the others follow in a render of their own. */
const FIRST_PANELS = 2;

interface DashboardPanelsProps {
  panels: AnalyticsPanel[];
  filters: Filters;
  onPress: (panel: AnalyticsPanel, category: string) => void;
}

/**
 * The panels of a dashboard. The first row draws with the tiles and the others in a background render that lets
 * the browser paint in between, their skeletons holding their place: the top of the page shows without waiting
 * for every chart, each of which costs tens of milliseconds to draw on a slow machine.
 */
function DashboardPanels({ panels, filters, onPress }: DashboardPanelsProps) {
  const drawn = useDeferredValue(panels.length, FIRST_PANELS);
  return panels.map((panel, index) => (
    <div key={panel.key} className={WIDE_CHARTS.has(panel.chart) ? styles.widePanel : undefined}>
      {index < drawn ? (
        <Suspense fallback={<PanelSkeleton />}>
          <PanelView
            panel={panel}
            selected={selectedCategory(filters, panel)}
            onSelect={isFilterDimension(panel.dimension) ? (category) => onPress(panel, category) : undefined}
          />
        </Suspense>
      ) : (
        <PanelSkeleton />
      )}
    </div>
  ));
}

const SKELETON_TILES = 6;
const SKELETON_PANELS = 4;

function PanelSkeleton() {
  return (
    <Card as="section" padding="medium" aria-busy>
      <Skeleton width="40%" />
      <Skeleton shape="block" height="280px" />
    </Card>
  );
}

/** The page's shape while its figures load: placeholder tiles and charts. */
function DashboardSkeleton() {
  return (
    <>
      <div className={styles.tiles} style={space.group} aria-busy>
        {Array.from({ length: SKELETON_TILES }, (_, index) => (
          <Card key={index} padding="medium">
            <Skeleton width="60%" />
            <Skeleton width="40%" height="2rem" />
            <Skeleton width="12ch" />
          </Card>
        ))}
      </div>
      <div className={styles.panels} style={space.group}>
        {Array.from({ length: SKELETON_PANELS }, (_, index) => (
          <PanelSkeleton key={index} />
        ))}
      </div>
    </>
  );
}
