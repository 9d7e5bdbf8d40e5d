// A row of counters with their labels. How the numbers look is the ui Counter's business, how a
// figure and its label sit together the ui Stat's; this block passes the section's choices on.
import type { BlockProps } from '../../content/types.generated';
import { Container } from '../../ui/Container';
import { Counter } from '../../ui/Counter';
import { SectionHeading } from '../../ui/SectionHeading';
import { Stat, StatList } from '../../ui/Stat';

export default function Stats({
  title,
  items,
  variant,
  size,
  color: tone,
  glow,
  pulse,
  duration,
  separator,
}: BlockProps<'stats'>) {
  return (
    <Container>
      {title && <SectionHeading title={title} />}
      <StatList count={items.length} max={4} min="150px">
        {items.map((item) => (
          <Stat
            key={item.label}
            label={item.label}
            size="lg"
            value={
              <Counter
                value={item.value}
                prefix={item.prefix}
                suffix={item.suffix}
                decimals={item.decimals}
                separator={separator}
                duration={duration}
                variant={variant}
                size={size}
                color={tone}
                glow={glow}
                pulse={pulse}
              />
            }
          />
        ))}
      </StatList>
    </Container>
  );
}
