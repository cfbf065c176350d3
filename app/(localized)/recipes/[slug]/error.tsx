'use client';

export { default } from '@/components/layout/segment-error';
