export {
  ActionRow,
  CardGrid,
  DescriptionList,
  ErrorNotice,
  FigureTile,
  FigureTiles,
  MutedText,
  PageSection,
  PageTitle,
  SectionTitle,
  SignedAmount,
} from './page-parts';
