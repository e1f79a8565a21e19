export {
  ActionRow,
  CardGrid,
  DescriptionList,
  FigureTile,
  FigureTiles,
  MutedText,
  PageSection,
  PageTitle,
  SectionTitle,
  SignedAmount,
} from './page-parts';
