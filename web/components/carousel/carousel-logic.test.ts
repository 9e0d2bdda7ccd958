import { describe, expect, it } from "vitest";
import {
  type AutoplayConditions,
  autoplayRuns,
  createTransitionLock,
  slideImageSizes,
  slidesPerView,
} from "./carousel-logic";

describe("slidesPerView", () => {
  it("shows 1, 2, 3 and then 4 courier slides as the screen widens", () => {
    expect(slidesPerView(375, 4)).toBe(1);
    expect(slidesPerView(639, 4)).toBe(1);
    expect(slidesPerView(640, 4)).toBe(2);
    expect(slidesPerView(767, 4)).toBe(2);
    expect(slidesPerView(768, 4)).toBe(3);
    expect(slidesPerView(1023, 4)).toBe(3);
    expect(slidesPerView(1024, 4)).toBe(4);
    expect(slidesPerView(1920, 4)).toBe(4);
  });

  it("never shows more cleaning slides than 3", () => {
    expect(slidesPerView(375, 3)).toBe(1);
    expect(slidesPerView(700, 3)).toBe(2);
    expect(slidesPerView(800, 3)).toBe(3);
    expect(slidesPerView(1280, 3)).toBe(3);
  });
});

describe("slideImageSizes", () => {
  it("asks for a quarter of the content width on wide screens for 4 per view", () => {
    expect(slideImageSizes(4)).toBe(
      "(min-width: 1024px) 304px, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw",
    );
  });
});

describe("createTransitionLock", () => {
  it("refuses a second transition within 500 ms and allows it afterwards", () => {
    const lock = createTransitionLock(500);
    expect(lock.tryAcquire(1000)).toBe(true);
    expect(lock.tryAcquire(1200)).toBe(false);
    expect(lock.tryAcquire(1499)).toBe(false);
    expect(lock.tryAcquire(1500)).toBe(true);
  });
});

describe("autoplayRuns", () => {
  const running: AutoplayConditions = {
    visible: true,
    hovered: false,
    focused: false,
    pausedByUser: false,
    reducedMotion: false,
    documentHidden: false,
  };

  it("runs only while visible and nothing holds it", () => {
    expect(autoplayRuns(running)).toBe(true);
  });

  for (const [name, change] of [
    ["out of view", { visible: false }],
    ["hovered", { hovered: true }],
    ["focused", { focused: true }],
    ["paused by the visitor", { pausedByUser: true }],
    ["reduced motion", { reducedMotion: true }],
    ["tab in the background", { documentHidden: true }],
  ] as const) {
    it(`stops when ${name}`, () => {
      expect(autoplayRuns({ ...running, ...change })).toBe(false);
    });
  }
});
