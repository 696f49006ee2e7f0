// What Lighthouse's simulated paints counted, as rows (scripts/perf/paint-graph.mjs prints them).
// Lantern estimates a paint by replaying a graph of the run's requests and main-thread tasks on a
// simulated phone and network; the paint is the last end time of the graph's nodes. Which nodes are
// in the graph decides the figure more than their sizes: a request that ended before the paint the
// unthrottled run observed is in it, and starts in the simulation only once the document has ended.

/** The main-thread events that say what a task did, in the order a row names them. */
const TASK_WORK = ['ParseHTML', 'EvaluateScript', 'UpdateLayoutTree', 'Layout', 'Paint'];

/** A network node as a row's label: its path on the site, priority, resource type and transfer size. */
const requestLabel = ({ url, priority, resourceType, transferSize }) =>
  `${new URL(url).pathname} ${priority} ${resourceType} ${transferSize} B`;

/** A CPU node as a row's label: its duration in the run (before the slowdown) and its work. */
const taskLabel = (node) => {
  const work = TASK_WORK.filter((name) => node.childEvents.some((event) => event.name === name));
  return `task ${((node.endTime - node.startTime) / 1000).toFixed(1)} ms (${work.join(', ') || 'other'})`;
};

/**
 * The rows of one estimate's `nodeTimings` (lantern's Map of node to simulated { startTime, endTime },
 * in ms): by simulated start, then end; each with the simulated times and what the node was.
 */
export function paintGraphRows(nodeTimings) {
  return [...nodeTimings.entries()]
    .map(([node, timing]) => ({
      start: Math.round(timing.startTime),
      end: Math.round(timing.endTime),
      what: node.type === 'network' ? requestLabel(node.request) : taskLabel(node),
    }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
}

/** One estimate, as printed: its figure and its rows, one per line. */
export function formatEstimate(name, estimate) {
  const rows = paintGraphRows(estimate.nodeTimings).map(
    ({ start, end, what }) => `    ${String(start).padStart(5)}-${String(end).padEnd(5)} ${what}`,
  );
  return [`  ${name}: ${Math.round(estimate.timeInMs)} ms`, ...rows].join('\n');
}
