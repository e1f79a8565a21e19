export { ActionRow, CardGrid, DescriptionList, MutedText, PageSection, PageTitle, SectionTitle } from './page-parts';
