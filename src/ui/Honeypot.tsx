// A field people never see or reach; bots that fill every input give themselves away.
export const honeypotName = 'website';

export function Honeypot() {
  return (
    <div
      aria-hidden="true"
      style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label>
        No completes este campo
        <input type="text" name={honeypotName} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
