import { stepArea, stepLine } from './stepPaths';

const points = [
  { x: 0, y: 10 },
  { x: 5, y: 20 },
  { x: 12.345, y: 15 },
];

it('holds each value across to the next point, then steps to it', () => {
  expect(stepLine(points)).toBe('M0,10H5V20H12.35V15');
});

it('closes the area along the floor back to the first point', () => {
  expect(stepArea(points, 40)).toBe('M0,10H5V20H12.35V15V40H0Z');
});

it('draws nothing without points, and a lone point as a move', () => {
  expect(stepLine([])).toBe('');
  expect(stepArea([], 40)).toBe('');
  expect(stepLine([{ x: 3, y: 4 }])).toBe('M3,4');
});
