import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRecordPage } from '../../../test/records-render';
import { MissionActivityPage } from './mission-activity-page';

describe('MissionActivityPage', () => {
  it('says there are no missions yet and calls nothing (no missions platform exists)', async () => {
    const { platform } = await renderRecordPage(<MissionActivityPage />, {});
    expect(screen.getByText('There are no missions yet. Check back soon.')).toBeInTheDocument();
    expect(platform.requests).toEqual([]);
  });
});
