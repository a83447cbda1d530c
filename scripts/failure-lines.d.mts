export declare function failureLines(output: string, max?: number): string[];
