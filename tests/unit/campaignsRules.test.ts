// The countdown form (name, start and end needed; MM/DD/YYYY HH:mm:ss) and the shared campaign
// rules (name 1..80, end after start, colours #rgb / #rrggbb, icon an http(s) URL or an uploaded
// icon); the status labels Activa/Inactiva, Activada/Desactivada;
// the badge preview of the CountDown Maker dialog.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BADGE_COLOR,
  DEFAULT_TEXT_COLOR,
  activeSwitchLabel,
  badgePreview,
  campaignStatusLabel,
  countdownBody,
  countdownDraft,
  validateCampaignForm,
  validateCountdownDraft,
  type CountdownDraft,
} from '../../src/domain/campaigns';

const draft = (over: Partial<CountdownDraft> = {}): CountdownDraft => ({
  name: 'Black Friday',
  startDate: '11/20/2026 00:00:00',
  endDate: '11/30/2026 23:59:59',
  badgeColor: '#1b2a4a',
  textColor: '#fff',
  iconUrl: 'https://cdn.gomotor.es/iconos/rayo.png',
  active: true,
  ...over,
});

describe('validateCountdownDraft (Nueva contador / Editar contador)', () => {
  it('accepts a complete form', () => {
    expect(validateCountdownDraft(draft())).toEqual({});
    expect(validateCountdownDraft(draft({ iconUrl: '' }))).toEqual({});
    expect(
      validateCountdownDraft(draft({ iconUrl: '/api/uploads/images/campaigns/1700-rayo.png' })),
    ).toEqual({});
  });

  it('needs a name, a start and an end', () => {
    expect(validateCountdownDraft(draft({ name: '  ', startDate: '', endDate: '' }))).toEqual({
      name: 'El nombre es obligatorio',
      startDate: 'La fecha de inicio es obligatoria',
      endDate: 'La fecha de fin es obligatoria',
    });
  });

  it('limits the name to 80 characters', () => {
    expect(validateCountdownDraft(draft({ name: 'x'.repeat(81) }))).toEqual({
      name: 'El nombre admite como máximo 80 caracteres',
    });
    expect(validateCountdownDraft(draft({ name: 'x'.repeat(80) }))).toEqual({});
  });

  it('reads the dates as MM/DD/YYYY HH:mm:ss', () => {
    expect(validateCountdownDraft(draft({ startDate: '20/11/2026 00:00:00' }))).toEqual({
      startDate: 'Fecha no válida',
    });
    expect(validateCountdownDraft(draft({ endDate: '11/30/2026' }))).toEqual({
      endDate: 'Formato MM/DD/YYYY HH:mm:ss',
    });
  });

  it('wants the end after the start', () => {
    const message = 'La fecha de fin debe ser posterior a la de inicio';
    expect(validateCountdownDraft(draft({ endDate: '11/20/2026 00:00:00' }))).toEqual({
      endDate: message,
    });
    expect(validateCountdownDraft(draft({ endDate: '11/19/2026 23:59:59' }))).toEqual({
      endDate: message,
    });
  });

  it('wants colours as #rgb or #rrggbb', () => {
    expect(validateCountdownDraft(draft({ badgeColor: 'rojo', textColor: '#12345' }))).toEqual({
      badgeColor: 'Color no válido: use #rgb o #rrggbb',
      textColor: 'Color no válido: use #rgb o #rrggbb',
    });
    expect(validateCountdownDraft(draft({ badgeColor: '' }))).toEqual({
      badgeColor: 'El color es obligatorio',
    });
  });

  it('wants the icon as an http(s) URL or an uploaded campaign icon', () => {
    const message = 'El icono debe ser una URL http(s) o una imagen subida';
    for (const iconUrl of [
      'javascript:alert(1)',
      'ftp://x/y.png',
      '/api/uploads/images/otra/x.png',
      'rayo.png',
      '/api/uploads/images/campaigns/../x.png',
    ]) {
      expect(validateCountdownDraft(draft({ iconUrl }))).toEqual({ iconUrl: message });
    }
  });
});

describe('countdown form ↔ API record (CountDown Maker names)', () => {
  const record = {
    _id: 'c1',
    id: 'c1',
    name: 'Black Friday',
    startDate: '2026-11-19T23:00:00.000Z',
    endDate: '2026-11-30T22:59:59.000Z',
    badgeColor: '#1b2a4a',
    textColor: '#ffffff',
    iconUrl: '',
    active: false,
  };

  it('shows the record dates in MM/DD/YYYY HH:mm:ss (Madrid)', () => {
    expect(countdownDraft(record)).toEqual({
      name: 'Black Friday',
      startDate: '11/20/2026 00:00:00',
      endDate: '11/30/2026 23:59:59',
      badgeColor: '#1b2a4a',
      textColor: '#ffffff',
      iconUrl: '',
      active: false,
    });
  });

  it('a new counter starts with the default colours, active', () => {
    expect(countdownDraft()).toMatchObject({
      name: '',
      startDate: '',
      endDate: '',
      badgeColor: DEFAULT_BADGE_COLOR,
      textColor: DEFAULT_TEXT_COLOR,
      active: true,
    });
  });

  it('sends ISO instants and the trimmed name', () => {
    expect(countdownBody(draft({ name: ' Black Friday ', iconUrl: ' ' }))).toEqual({
      name: 'Black Friday',
      startDate: '2026-11-19T23:00:00.000Z',
      endDate: '2026-11-30T22:59:59.000Z',
      badgeColor: '#1b2a4a',
      textColor: '#fff',
      iconUrl: '',
      active: true,
    });
    expect(countdownBody(countdownDraft(record))).toMatchObject({
      startDate: record.startDate,
      endDate: record.endDate,
    });
  });
});

describe('validateCampaignForm (/campaigns, campaign record names)', () => {
  const values = {
    name: 'Plan Renove',
    campaignText: 'Entregue su coche usado y ahorre',
    startDate: '2026-11-01T09:00:00.000Z',
    endDate: '2026-12-01T09:00:00.000Z',
    campaignColor: '#c00',
    campaignTextColor: '#ffffff',
    campaignImage: 'https://cdn.gomotor.es/iconos/renove.svg',
    active: true,
    temporary: true,
  };

  it('accepts a complete campaign', () => {
    expect(validateCampaignForm(values)).toEqual({});
  });

  it('names the campaign record fields in its errors', () => {
    expect(
      validateCampaignForm({
        ...values,
        name: '',
        endDate: '2026-10-01T09:00:00.000Z',
        campaignColor: 'azul',
        campaignTextColor: undefined,
        campaignImage: 'data:image/png;base64,xx',
      }),
    ).toEqual({
      name: 'El nombre es obligatorio',
      endDate: 'La fecha de fin debe ser posterior a la de inicio',
      campaignColor: 'Color no válido: use #rgb o #rrggbb',
      campaignTextColor: 'El color es obligatorio',
      campaignImage: 'El icono debe ser una URL http(s) o una imagen subida',
    });
  });

  it('reads dates typed but not yet understood by the picker', () => {
    expect(validateCampaignForm({ ...values, startDate: '11/31/2026 10:00:00' })).toEqual({
      startDate: 'Fecha no válida',
    });
    expect(validateCampaignForm({ ...values, startDate: null })).toEqual({
      startDate: 'La fecha de inicio es obligatoria',
    });
  });
});

describe('status labels', () => {
  it('the table says Activa / Inactiva, the form Activada / Desactivada', () => {
    expect(campaignStatusLabel(true)).toBe('Activa');
    expect(campaignStatusLabel(false)).toBe('Inactiva');
    expect(campaignStatusLabel(undefined)).toBe('Inactiva');
    expect(activeSwitchLabel(true)).toBe('Activada');
    expect(activeSwitchLabel(false)).toBe('Desactivada');
  });
});

describe('badgePreview (the badge as the web shows it)', () => {
  const now = new Date('2026-11-23T14:02:33.000Z');

  it('carries the colours, icon, text and live countdown', () => {
    expect(badgePreview(draft(), now)).toEqual({
      background: '#1b2a4a',
      color: '#fff',
      iconUrl: 'https://cdn.gomotor.es/iconos/rayo.png',
      text: 'Black Friday',
      countdown: '7 d 08:57:26',
      phase: 'running',
    });
  });

  it('keeps a readable badge while the form is half filled', () => {
    expect(
      badgePreview(draft({ name: '', badgeColor: '#12', textColor: '', iconUrl: 'rayo' }), now),
    ).toEqual({
      background: DEFAULT_BADGE_COLOR,
      color: DEFAULT_TEXT_COLOR,
      iconUrl: null,
      text: 'Nueva campaña',
      countdown: '7 d 08:57:26',
      phase: 'running',
    });
    expect(badgePreview(draft({ endDate: '' }), now)).toMatchObject({
      countdown: '',
      phase: null,
    });
  });

  it('reads ISO dates too (the /campaigns records)', () => {
    expect(
      badgePreview(
        {
          name: 'Plan Renove',
          startDate: '2026-11-01T09:00:00.000Z',
          endDate: '2026-11-23T14:02:30.000Z',
          badgeColor: '#c00',
          textColor: '#fff',
          iconUrl: '',
        },
        now,
      ),
    ).toMatchObject({ countdown: 'Finalizada', phase: 'ended' });
  });
});
