export {
  DateRangeFilter,
  quickPickRange,
  toDateRange,
  type DateRange,
  type DateRangeFilterProps,
  type DateRangeQuickPick,
  type DateRangeValue,
} from './date-range-filter';
export {
  addDays,
  dayEnd,
  dayIn,
  daysInRange,
  dayStart,
  formatDay,
  isDay,
  quickPickDays,
  zoneOffsetMinutes,
  type Day,
  type DayDisplayFormat,
} from './day-math';
