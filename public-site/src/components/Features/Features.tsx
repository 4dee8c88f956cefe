import { Icon, type IconName } from '../Icon/Icon';
import './features.css';

export interface Feature {
  title: string;
  text: string;
  icon: IconName;
}

/** Numbered steps as cards ("How it works" on home and about). */
export function StepList({ steps }: { steps: Feature[] }) {
  return (
    <ol className="steps">
      {steps.map((step) => (
        <li key={step.title}>
          <span className="steps__icon">
            <Icon name={step.icon} size={22} />
          </span>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** Claims with an icon each ("Why choose us" on home, promises on about). */
export function FeatureList({ features, columns = 3 }: { features: Feature[]; columns?: 3 | 4 }) {
  return (
    <ul className={`features features--${columns}`}>
      {features.map((feature) => (
        <li key={feature.title}>
          <Icon name={feature.icon} size={22} />
          <div>
            <h3>{feature.title}</h3>
            <p>{feature.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
