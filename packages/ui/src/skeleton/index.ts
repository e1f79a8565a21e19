export { Skeleton, type SkeletonProps } from './skeleton';
export type { SkeletonShape } from './skeleton.styles';
