/**
 * List items told as clauses with a finite verb: what a recruiter reads as a skill and what is a remark. Every
 * sentence here is written for this file (other trades, other words than the labelled personas).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMorphology } from './morphology';
import { clauseObject, findListedSkills } from './skill-lists';
import { findSkillsInText, normaliseSkill } from './skills';

beforeAll(async () => {
  await loadMorphology();
});

const listed = (text: string): string[] => findListedSkills(text).map((s) => s.name);

describe('list items told as clauses', () => {
  it('keeps what comes before a verb of having or knowing («X умею», «X знаю», «X есть», «X настраиваю сама»)', () => {
    const names = listed('Монтаж гипсокартона, покраску знаю хорошо, шпаклёвка есть, Grafana настраиваю сама, плиточные работы умею.');
    expect(names).toEqual(expect.arrayContaining(['Монтаж гипсокартона', 'Покраска', 'Шпаклёвка', 'Grafana', 'Плиточные работы']));
    expect(names.join(' ')).not.toMatch(/знаю|есть|настраиваю|умею|сама/u);
  });

  it('drops a remark about people handled, a feeling or a subject with its verb', () => {
    const names = listed('Кладка печей, капризных заказчиков уговариваю, строительный опыт выручает, руки не опускаю, выносливости много.');
    expect(names).toEqual(['Кладка печей']);
  });

  it('keeps the thing the seeker makes when told before their own verb', () => {
    expect(listed('Техкарты блюд составляю, заготовки, соусы варю сама')).toEqual(expect.arrayContaining(['Составление техкарт блюд', 'Заготовки']));
  });

  it('reads a third-person verb of knowing said first («Умеет шить», «знает сметы»)', () => {
    expect(clauseObject('знает сметное дело')).toBe('сметное дело');
    expect(clauseObject('Чинит заборы')).toBeNull();
  });

  it('leaves a name that only looks like a verb alone («ГИД Урал»)', () => {
    expect(clauseObject('ГИД Урал')).toBe('ГИД Урал');
    expect(clauseObject('бензопила')).toBe('бензопила');
  });

  it('drops a negated item («врезку не делаю»)', () => {
    expect(listed('Замена стояков, врезку не делаю, опрессовка систем')).toEqual(['Замена стояков', 'Опрессовка систем']);
  });
});

describe('aliases never turn a generic word into a product', () => {
  it('keeps «метрики», «табло», «скетч» as the words they are and «чтение схем» without a kind of scheme', () => {
    expect(normaliseSkill('метрика')).toBeNull();
    expect(normaliseSkill('табло')).toBeNull();
    expect(normaliseSkill('скетч')).toBeNull();
    expect(normaliseSkill('чтение схем')).toBe('Чтение схем');
    expect(normaliseSkill('чтение электросхем')).toBe('Чтение электрических схем');
    expect(findSkillsInText('Отслеживаю метрики команды, читаю схемы отопления').map((s) => s.name)).not.toContain('Яндекс.Метрика');
  });
});

describe('law codes, long noun names and bracketed qualifiers', () => {
  it('keeps a federal law’s code as a skill, with its title when said, and reads on what came before it', () => {
    const names = listed(
      'Знаю закупочный процесс, ведение реестра контрактов в соответствии с Федеральным законом № 44-ФЗ, 218-ФЗ «О государственной регистрации недвижимости», сметы.',
    );
    expect(names).toEqual(expect.arrayContaining(['44-ФЗ', '218-ФЗ «О государственной регистрации недвижимости»']));
    expect(names.some((n) => /^Ведение реестра контрактов/u.test(n))).toBe(true);
    expect(listed('Таможенное оформление, 289-ФЗ знаю от корки до корки, ВЭД')).toContain('289-ФЗ');
  });

  it('keeps a chain of nouns and adjectives of five or six words as one name', () => {
    expect(listed('Ведение бухгалтерского учёта бюджетных учреждений, кассовые операции, авансовые отчёты')).toContain(
      'Ведение бухгалтерского учёта бюджетных учреждений',
    );
  });

  it('keeps a bracketed list after a skill as its qualifier, as hh writes it', () => {
    expect(listed('Кладка кирпича (облицовочный, клинкер), штукатурка, стяжка пола')).toEqual([
      'Кладка кирпича (облицовочный, клинкер)',
      'Штукатурка',
      'Стяжка пола',
    ]);
    expect(listed('Холодильное оборудование (Carrier, Daikin), пайка меди, вакуумирование')).toContain('Холодильное оборудование (Carrier, Daikin)');
  });
});

describe('two adjectives sharing one noun', () => {
  it('gives each adjective its noun («ручная и механизированная сварка»)', () => {
    expect(listed('ручная и механизированная сварка, резка металла, сборка узлов')).toEqual(
      expect.arrayContaining(['Ручная сварка', 'Механизированная сварка', 'Резка металла']),
    );
    expect(listed('Плановый и капитальный ремонт, дефектовка, CRM')).toEqual(expect.arrayContaining(['Плановый ремонт', 'Капитальный ремонт']));
  });
});

describe('a dictated list with models said in words', () => {
  it('reads a make’s models in digits, each a machine, and lets «хорошо знаю», «сам» end an item', () => {
    const names = listed('юмз восемьдесят и девяносто два экскаватор тахограф хорошо знаю навесное оборудование сам ставлю');
    expect(names).toEqual(expect.arrayContaining(['ЮМЗ-80', 'ЮМЗ-92', 'Экскаватор', 'Навесное оборудование']));
    expect(names.join(' ')).not.toMatch(/знаю|сам|восемьдесят/u);
  });
});
