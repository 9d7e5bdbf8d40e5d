// The gradient of each team member's portrait disc, by the name their card in the team
// collection gives it: the team page's cards and every other place that shows a member's face.
import type { TeamMember } from '../content/types.generated';
import { palette } from '../theme/tokens';

export const portraitGradients: Record<TeamMember['gradient'], string> = {
  'yellow-blue': `linear-gradient(135deg, ${palette.yellow500}, ${palette.blue300})`,
  'purple-blue': `linear-gradient(135deg, ${palette.purple300}, ${palette.blue300})`,
  'yellow-purple': `linear-gradient(135deg, ${palette.yellow500}, ${palette.purple300})`,
  'blue-accent': `linear-gradient(135deg, ${palette.blue300}, ${palette.indigo400})`,
  'purple-accent': `linear-gradient(135deg, ${palette.purple300}, ${palette.indigo400})`,
};
