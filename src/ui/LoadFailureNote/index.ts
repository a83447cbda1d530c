export { LoadFailureNote, type LoadFailureNoteProps } from './LoadFailureNote';
