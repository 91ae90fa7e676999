import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';

export class LawyerGroupsQueryDto {
  @ApiPropertyOptional({ description: "Only this law firm's groups (its _id)" })
  @IsOptional()
  @Matches(/^[0-9a-f]{24}$/i, { message: 'Invalid ObjectId format' })
  law_firm?: string;
}
