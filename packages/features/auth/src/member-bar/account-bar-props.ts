// The account bar's props, in a module of their own: HeaderAccountBar takes them and hands them to
// the lazily loaded MemberBar, which would otherwise import its own loader back (an import cycle).
export interface HeaderAccountBarProps {
  /** Opens the agent centre (another feature); the menu's agent entry shows for agents when given. */
  onOpenAgentCentre?: () => void;
}
