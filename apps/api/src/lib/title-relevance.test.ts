import { describe, expect, it } from 'vitest';
import { scoreTitleRelevance, titleTerms } from './title-relevance';

describe('title relevance', () => {
  it('matches Russian and English role words and ignores seniority', () => {
    expect(scoreTitleRelevance('Python-разработчик', 'Junior Python Developer / Младший backend разработчик')).toBe(1);
    expect(scoreTitleRelevance('QA-инженер', 'Инженер по тестированию ПО')).toBe(1);
    expect(scoreTitleRelevance('Тестировщик', 'Senior Manual QA')).toBe(1);
    expect(titleTerms('Ведущий Python-разработчик')).toEqual(['python', 'developer']);
  });

  it('knows the words of HR and of interface design', () => {
    expect(scoreTitleRelevance('HR-менеджер', 'Менеджер по подбору персонала')).toBe(1);
    expect(scoreTitleRelevance('HR-менеджер', 'Рекрутер')).toBe(0.5);
    expect(scoreTitleRelevance('Дизайнер интерфейсов', 'UI/UX дизайнер')).toBe(1);
    expect(scoreTitleRelevance('Дизайнер интерфейсов', 'Графический дизайнер')).toBe(0.5);
  });

  it('compares Russian words across their endings', () => {
    expect(scoreTitleRelevance('Менеджер по продажам', 'Менеджер отдела продаж')).toBe(1);
    expect(scoreTitleRelevance('Системный аналитик', 'Ведущий системный аналитик (флагманский продукт)')).toBe(1);
  });

  it('gives the role word alone half and a title word found only among key skills half of its weight', () => {
    expect(scoreTitleRelevance('Python-разработчик', 'Golang-разработчик')).toBe(0.5);
    expect(scoreTitleRelevance('Python-разработчик', 'Backend-разработчик', ['Python', 'Java'])).toBe(0.75);
    expect(scoreTitleRelevance('Менеджер по продажам', 'Менеджер по персоналу')).toBe(0.5);
  });

  it('weighs broad words half, so a shared «инженер» is not a match', () => {
    expect(scoreTitleRelevance('QA-инженер', 'Инженер-схемотехник (разработчик)')).toBeCloseTo(1 / 3);
    expect(scoreTitleRelevance('QA-инженер', 'Тестировщик ПО')).toBeCloseTo(2 / 3);
  });

  it('is 0 for a title with no meaningful word', () => {
    expect(scoreTitleRelevance('Senior', 'Senior Python developer')).toBe(0);
  });
});
