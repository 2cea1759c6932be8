import { useTranslation } from 'react-i18next';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { maxProposedTimes } from '../lib/request-kinds';
import type { RequestFormValues } from '../lib/request-form-schema';
import { ProposedTimeRow } from './proposed-time-row';
import { TimeZoneSelect } from './time-zone-select';
import { TextField } from '@/shared/ui/form/text-field';

/** Format, attendees and up to five proposed times of a business-meeting request. */
export function MeetingFields({ form }: { form: UseFormReturn<RequestFormValues> }) {
  const { t } = useTranslation();
  const { register, control, formState } = form;
  const { errors } = formState;
  const times = useFieldArray({ control, name: 'schedule.times' });
  const schedule = useWatch({ control, name: 'schedule' });
  const styleError = errors.style?.message;

  return (
    <>
      <h2 className="form__section">{t('matching.requests.meeting')}</h2>
      <fieldset
        className={`fieldset field${styleError ? ' field--invalid' : ''}`}
        role="radiogroup"
        aria-required
      >
        <legend className="field__label">
          {t('matching.requests.style')}
          <span className="field__required"> {t('form.requiredMark')}</span>
        </legend>
        <div className="choice-row">
          {(['online', 'in_person'] as const).map((style) => (
            <label className="choice" key={style}>
              <input type="radio" value={style} {...register('style')} />
              {t(style === 'online' ? 'matching.requests.online' : 'matching.requests.inPerson')}
            </label>
          ))}
        </div>
        {styleError && <p className="field__error">{styleError}</p>}
      </fieldset>
      <TextField
        label={t('matching.requests.attendees')}
        registration={register('attendees')}
        error={errors.attendees}
        hint={t('matching.requests.attendeesHint')}
        required
      />
      <fieldset className="fieldset field">
        <legend className="field__label">
          {t('matching.requests.times')}
          <span className="field__required"> {t('form.requiredMark')}</span>
        </legend>
        <p className="field__hint">{t('matching.requests.timesHint')}</p>
        <TimeZoneSelect
          registration={register('schedule.timeZone')}
          value={schedule?.timeZone ?? ''}
        />
        {times.fields.map((field, index) => (
          <ProposedTimeRow
            key={field.id}
            index={index}
            value={schedule?.times?.[index] ?? { date: '', time: '' }}
            timeZone={schedule?.timeZone ?? ''}
            register={register}
            errors={errors}
            onRemove={times.fields.length > 1 ? () => times.remove(index) : undefined}
          />
        ))}
        {times.fields.length < maxProposedTimes && (
          <button
            type="button"
            className="button button--small add-time"
            onClick={() => times.append({ date: '', time: '' })}
          >
            <span aria-hidden="true">+</span>
            {t('matching.requests.addTime')}
          </button>
        )}
      </fieldset>
    </>
  );
}
