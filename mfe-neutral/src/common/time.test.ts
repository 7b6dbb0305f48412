import { isOnTimeStep } from './time';

describe('isOnTimeStep', () => {
  it.each(['00:00', '10:05', '23:55', '10:30:00'])('accepts %s', (value) => expect(isOnTimeStep(value)).toBe(true));
  it.each(['10:07', '24:00', '9:30', '10:30:15', '', 'noon'])('refuses %p', (value) => expect(isOnTimeStep(value)).toBe(false));
});
