import { beforeAll, describe, expect, it } from 'vitest';
import { findEmployers } from './employers';
import { loadMorphology } from './morphology';

beforeAll(async () => {
  await loadMorphology();
});

const names = (sentence: string): string[] => findEmployers(sentence).map((f) => f.value);

describe('employers in the forms seekers write them', () => {
  it('takes the quoted name after a kind of organisation with a prefix, not the kind', () => {
    expect(names('Сейчас аналитик в ИТ-компании «Вектор Плюс» с 2022 года')).toEqual(['Вектор Плюс']);
  });

  it('reads a kind of organisation with an adjective before it, then its capitalised name', () => {
    expect(names('работаю в транспортной компании ПЭК диспетчером')).toEqual(['ПЭК']);
  });

  it('reads a sole proprietor written in the nominative with dotted initials, keeping «ИП»', () => {
    expect(names('- ИП Сергеева Н.П., администратор, 2018–2020')).toEqual(['ИП Сергеева Н. П.']);
  });

  it('keeps «им. …» in the name of an institution named after someone, and not for one’s own school', () => {
    expect(names('устроилась в ГКБ им. Боткина санитаркой')).toEqual(['ГКБ им. Боткина']);
    expect(names('окончил СПбГУ им. Ломоносова в 2010')).toEqual([]);
  });
});
