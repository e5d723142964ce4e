import type { ComponentType } from 'react';
import { AimOutlined, EnvironmentOutlined, FallOutlined, SafetyOutlined } from '@ant-design/icons';

/** The goals of the system, as the login and landing pages state them (spec 1 §1). */
export const GOALS: readonly { icon: ComponentType; labelKey: string }[] = [
  { icon: FallOutlined, labelKey: 'Reduce crime against property' },
  { icon: AimOutlined, labelKey: 'Monitor accused with two or more offences' },
  { icon: SafetyOutlined, labelKey: 'Take preventive action' },
  { icon: EnvironmentOutlined, labelKey: 'Track location' },
];
